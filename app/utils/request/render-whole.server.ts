import type { ReactElement } from 'react'
import { renderToString } from 'react-dom/server'

/** How React's string renderer marks a `Suspense` boundary it wrote as its fallback, left to the browser. */
const UNFINISHED_BOUNDARY = '<!--$!-->'
/** Renders of one page at most: a boundary still unfinished after them failed on the server, as in a stream. */
const RENDERS = 3

/**
 * The page as one string, not streamed (ADRs 71 and 114): every loader has finished before the render starts,
 * so a stream sent nothing sooner. React's string renderer skips the stream's encoding into byte views, its
 * writable and the join, and costs a page less CPU (docs/measurements.md). It does not wait for a lazy module,
 * though: the first page in a process that renders one inside `Suspense` (the profile's edit form at ?edit)
 * gets the boundary's fallback, without the form, and an error in the browser. So a page with an unfinished
 * boundary is rendered again once the module has come, as the stream renderer would have waited for it. A
 * render error throws, and Remix renders the route's error boundary instead.
 */
export async function renderWhole(element: ReactElement): Promise<string> {
  let html = renderToString(element)
  for (let render = 1; render < RENDERS && html.includes(UNFINISHED_BOUNDARY); render++) {
    await new Promise((resolve) => setImmediate(resolve))
    html = renderToString(element)
  }
  // the stream renderer wrote the doctype itself when the root was <html>; the string renderer does not
  return `<!DOCTYPE html>${html}`
}

/** The pages' bodies as bytes, by the answer they were sent in, for the server to send without reading them back. */
const wholeBodies = new WeakMap<Response, Buffer>()

/**
 * A page's answer whose bytes the server (server/remix-handler.ts) takes as they are (`wholeBodyOf`). The answer
 * itself carries no Web body: reading the page back through a Web stream cost the doctor list more than encoding
 * it, and only making that stream (a copy of the page behind it) cost a dashboard a fiftieth of its CPU.
 */
export function wholePage(html: string, init: ResponseInit): Response {
  const response = new Response(null, init)
  wholeBodies.set(response, utf8Of(html))
  return response
}

/** UTF-8 takes at most three bytes for each UTF-16 unit of a string (four for a pair of two units). */
const UTF8_BYTES_PER_UNIT = 3

/**
 * The page's UTF-8 in one pass over it: `Buffer.from` makes two, one to size the bytes and one to write them,
 * and a page with a letter beyond Latin-1 (a language's name in its own script, ₹) is stored two bytes a letter.
 * The room left over goes with the bytes once the page is sent.
 */
function utf8Of(html: string): Buffer {
  const bytes = Buffer.allocUnsafe(html.length * UTF8_BYTES_PER_UNIT)
  return bytes.subarray(0, bytes.write(html))
}

/** A page's bytes when `response` is the one `wholePage` made, else undefined (read the body). */
export const wholeBodyOf = (response: Response): Buffer | undefined => wholeBodies.get(response)
