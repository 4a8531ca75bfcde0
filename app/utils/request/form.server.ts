/**
 * The form a request carries, as every action reads it. A body the parser can't read (a part without
 * its headers, a name that isn't quoted) is the client's mistake: a 400 answer, which Remix shows as
 * the page for a request the portal could not read, instead of a 500 with a stack in the log (ADR 109).
 * ESLint keeps `request.formData()` out of the app's other modules.
 */
export async function readForm(request: Request): Promise<FormData> {
  try {
    // eslint-disable-next-line no-restricted-properties -- the one reader of a request's form
    return await request.formData()
  } catch (error) {
    // undici's parse failures are TypeErrors; an abort or a refused body's own error go on as they are
    if (error instanceof TypeError) throw new Response(null, { status: 400, statusText: 'Bad Request' })
    throw error
  }
}
