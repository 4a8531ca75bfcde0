import { Link } from '@remix-run/react'
import { pageWindow } from '~/domain/common/paging'
import { useTexts } from '~/utils/texts'

/**
 * Previous, a window of page numbers and Next, as links (so they work without JavaScript); the ends clamp
 * (docs/rules/appointments.md#states). `href` gives a page's URL, with the list's other parameters kept.
 */
export function Pagination({
  page,
  last,
  href,
  label,
}: {
  page: number
  last: number
  href: (page: number) => string
  label?: string
}) {
  const PagingText = useTexts('PagingText')
  if (last <= 1) return null
  return (
    <nav className="pagination" aria-label={label ?? PagingText.pagination}>
      <ul>
        <li>
          {page > 1 ? (
            <Link to={href(page - 1)}>{PagingText.previous}</Link>
          ) : (
            <span aria-disabled="true">{PagingText.previous}</span>
          )}
        </li>
        {pageWindow(page, last).map((p, i) => (
          <li key={p ?? `gap-${i}`}>
            {p === null ? (
              <span aria-hidden="true">{PagingText.gap}</span>
            ) : (
              <Link to={href(p)} aria-current={p === page ? 'page' : undefined}>
                <span className="visually-hidden">{PagingText.page}</span>
                {p}
              </Link>
            )}
          </li>
        ))}
        <li>
          {page < last ? (
            <Link to={href(page + 1)}>{PagingText.next}</Link>
          ) : (
            <span aria-disabled="true">{PagingText.next}</span>
          )}
        </li>
      </ul>
    </nav>
  )
}
