import { json } from '@remix-run/node'
import { renderToString } from 'react-dom/server'
import type { LoaderFunction } from 'react-router-dom'
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom/server'
import { describe, expect, it } from 'vitest'
import * as hi from '~/messages/common/hi'
import * as kn from '~/messages/common/kn'
import { PageTexts } from '~/utils/language/texts'
import { GeneralErrorBoundary } from './error-boundary'

/** The error page as the server renders it, under a root whose loader answers or throws `root`. */
async function errorPage(root: LoaderFunction, page: LoaderFunction) {
  const routes = [
    {
      id: 'root',
      path: '/',
      loader: root,
      errorElement: (
        <PageTexts>
          <GeneralErrorBoundary />
        </PageTexts>
      ),
      children: [
        {
          id: 'page',
          index: true,
          loader: page,
          errorElement: (
            <PageTexts>
              <GeneralErrorBoundary />
            </PageTexts>
          ),
        },
      ],
    },
  ]
  const handler = createStaticHandler(routes)
  const context = await handler.query(new Request('http://portal.test/'))
  if (context instanceof Response) throw new Error('unexpected redirect')
  return renderToString(
    <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} />,
  )
}

/** What the root loader sends: its language and (here, of its namespaces) the error page's texts. */
const rootData = (locale: 'hi' | 'kn') => ({
  locale,
  texts: { errorPageMessages: (locale === 'hi' ? hi : kn).errorPageMessages },
})

describe("the error page reads the root's texts", () => {
  it("a page's 404, from the root's data, in Hindi", async () => {
    const html = await errorPage(
      () => rootData('hi'),
      () => {
        throw json(null, { status: 404 })
      },
    )
    expect(html).toContain('<h1>पेज नहीं मिला</h1>')
    expect(html).toContain('हमें यह पेज नहीं मिला।')
    expect(html).toContain('अपने अपॉइंटमेंट पर जाएँ')
  })

  it("the root's own 503, from what its loader threw, in Kannada", async () => {
    const html = await errorPage(
      () => {
        throw json(rootData('kn'), { status: 503 })
      },
      () => null,
    )
    expect(html).toContain('<h1>ಏನೋ ತಪ್ಪಾಗಿದೆ</h1>')
    expect(html).toContain('ಒಂದು ಸಮಸ್ಯೆ ಉಂಟಾಗಿದೆ, ದಯವಿಟ್ಟು ಸ್ವಲ್ಪ ಸಮಯದ ನಂತರ ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ')
  })

  it('a 400 (a body the portal could not read) says so, in Hindi', async () => {
    const html = await errorPage(
      () => rootData('hi'),
      () => {
        throw new Response(null, { status: 400 })
      },
    )
    expect(html).toContain('<h1>अनुरोध स्वीकार नहीं हुआ</h1>')
    expect(html).toContain('पोर्टल भेजी गई जानकारी पढ़ नहीं सका।')
  })
})
