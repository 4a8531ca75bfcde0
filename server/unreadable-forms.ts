/**
 * A form body the parser can't read (a part without its headers, a name that isn't quoted) is the
 * client's mistake: `request.formData()` then throws a 400 answer, which Remix shows as the page
 * for a request the portal could not read, instead of a 500 with a stack in the log. Remix hands
 * every action a Request of its own making, so the rule is set on Request itself, once, in the
 * server process (ADR 72). Returns what puts Request back as it was (for tests).
 */
export function answerUnreadableFormsWith400(): () => void {
  const prototype = Request.prototype
  const read = prototype.formData
  prototype.formData = async function formData(this: Request) {
    try {
      return await read.call(this)
    } catch (error) {
      // undici's parse failures are TypeErrors; an abort or a refused body's own error go on as they are
      if (error instanceof TypeError) throw new Response(null, { status: 400, statusText: 'Bad Request' })
      throw error
    }
  }
  return () => {
    prototype.formData = read
  }
}
