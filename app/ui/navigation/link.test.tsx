import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { Link } from './link'

describe("the portal's link", () => {
  it('is an anchor with its address and attributes, and what the router should do in data-link', () => {
    expect(
      renderToStaticMarkup(
        <Link to="/slots?doctorId=1" className="button" aria-current="page" replace preventScrollReset>
          Book
        </Link>,
      ),
    ).toBe('<a class="button" aria-current="page" href="/slots?doctorId=1" data-link="replace keep-scroll">Book</a>')
    expect(renderToStaticMarkup(<Link to="?page=2">Next</Link>)).toBe('<a href="?page=2" data-link="">Next</a>')
  })

  it('leaves a link to a whole new document to the browser alone', () => {
    expect(
      renderToStaticMarkup(
        <Link to="/logout" reloadDocument download>
          Out
        </Link>,
      ),
    ).toBe('<a download="" href="/logout">Out</a>')
  })
})
