import type { ReactElement } from 'react'
import { renderToString } from 'react-dom/server'
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom/server'
import type { Locale } from '~/utils/language/locale'
import { PageTexts } from '~/utils/language/texts'

/**
 * A component as the server renders it on a page whose loader answered `data` (the texts it sends), under a root
 * that says the page's language, at `path`: what a browser without JavaScript receives of it.
 */
export async function renderOnPage(
  element: ReactElement,
  data: object,
  locale: Locale = 'en',
  path = '/',
): Promise<string> {
  const routes = [
    {
      id: 'root',
      path: '/',
      loader: () => ({ locale }),
      children: [
        {
          id: 'page',
          ...(path === '/' ? { index: true } : { path }),
          loader: () => data,
          element: <PageTexts>{element}</PageTexts>,
        },
      ],
    },
  ]
  const handler = createStaticHandler(routes)
  const context = await handler.query(new Request(new URL(path, 'http://portal.test/')))
  if (context instanceof Response) throw new Error('unexpected redirect')
  return renderToString(
    <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} />,
  )
}
