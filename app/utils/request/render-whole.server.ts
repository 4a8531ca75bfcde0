import type { ReactElement } from 'react'
import { renderToString } from 'react-dom/server'

/**
 * The page as one string, not streamed (ADRs 71 and 114): every loader has finished before the render starts
 * and no page renders a `Suspense` boundary's content on the server (the islands behind one load in the
 * browser, after an action of the patient), so a stream sent nothing sooner. React's string renderer skips
 * the stream's encoding into byte views, its writable and the join, and costs a page less CPU
 * (docs/measurements.md). A render error throws, and Remix renders the route's error boundary instead.
 */
export function renderWhole(element: ReactElement): string {
  // the stream renderer wrote the doctype itself when the root was <html>; the string renderer does not
  return `<!DOCTYPE html>${renderToString(element)}`
}
