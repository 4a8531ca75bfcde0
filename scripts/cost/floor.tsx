/**
 * The floor the portal's CPU per page is held to: a minimal Remix v2 app with the portal's own
 * versions of Remix, React, express and compression, rendering a page the portal rendered (its
 * markup, element by element, and its loader data, read from a file) with nothing else on the path: no session, no
 * service call, no guard. Started by scripts/cost/cost.ts as its own process:
 *
 *   node --import tsx scripts/cost/floor.tsx <port> <pages.json>
 *
 * pages.json maps a path to { head, body, data }: the portal's head and body without what Remix's `<Scripts/>`
 * writes (this app's own `<Scripts/>` writes it again, with its loader data),
 * and its routes' loader data, which this app sends again as the portal does.
 */
import { readFileSync } from 'node:fs'
import { createRequestHandler } from '@remix-run/express'
import type { EntryContext, ServerBuild } from '@remix-run/node'
import { RemixServer, Scripts, useLocation } from '@remix-run/react'
import compression from 'compression'
import express from 'express'
import { renderToString } from 'react-dom/server'
import { jsxOf, markupTree } from './html-elements.ts'

export type FloorPage = { head: string; body: string; data: unknown }

const [port, pagesFile] = process.argv.slice(2)
const pages = JSON.parse(readFileSync(pagesFile!, 'utf8')) as Record<string, FloorPage>

// the markup is read once, as compiled JSX: its elements are made on every render, as a component's are
const markup = Object.fromEntries(
  Object.entries(pages).map(([path, page]) => [
    path,
    { head: jsxOf(markupTree(page.head)), body: jsxOf(markupTree(page.body)) },
  ]),
)
const pageAt = (url: { pathname: string; search: string }) => pages[url.pathname + url.search]

function Page() {
  const { pathname, search } = useLocation()
  const { head, body } = markup[pathname + search]!
  return (
    <html lang="en">
      <head>{head()}</head>
      <body>
        {body()}
        <Scripts />
      </body>
    </html>
  )
}

const loader = ({ request }: { request: Request }) => {
  const page = pageAt(new URL(request.url))
  if (!page) throw new Response('Not Found', { status: 404 })
  return Response.json(page.data, { headers: { 'Cache-Control': 'no-store' } })
}

function handleRequest(request: Request, status: number, headers: Headers, context: EntryContext) {
  const html = `<!DOCTYPE html>${renderToString(<RemixServer context={context} url={request.url} />)}`
  headers.set('Content-Type', 'text/html; charset=utf-8')
  return new Response(html, { status, headers })
}

// one route for every path: the page is looked up by its URL
const route = { id: 'root', path: '*', parentId: undefined }
const build = {
  mode: 'production',
  entry: { module: { default: handleRequest } },
  routes: { root: { ...route, module: { default: Page, loader } } },
  assets: {
    url: '/build/manifest.js',
    version: 'floor',
    entry: { module: '/build/entry.client.js', imports: [] },
    routes: {
      root: { ...route, module: '/build/root.js', hasLoader: true, hasAction: false, hasErrorBoundary: false },
    },
  },
  publicPath: '/build/',
  assetsBuildDirectory: 'public/build',
  future: {},
  isSpaMode: false,
} as unknown as ServerBuild

const app = express()
app.disable('x-powered-by')
app.use(compression())
app.all('*', createRequestHandler({ build, mode: 'production' }))
app.listen(Number(port), () => console.log(`floor: http://127.0.0.1:${port}`))
// stopped by the cost script: exiting (rather than dying of the signal) writes a CPU profile it was asked for
process.on('SIGTERM', () => process.exit(0))
