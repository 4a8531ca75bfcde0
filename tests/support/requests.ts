/** The Requests a browser sends to the portal: GET, a posted form, a multipart upload; inside `inScope`, with its scope. */
import { scoped } from './scope'

export const PORTAL = 'http://portal.test'

export function get(path: string, cookie?: string): Request {
  return scoped(new Request(`${PORTAL}${path}`, { headers: cookie ? { Cookie: cookie } : {} }))
}

/** A posted form; a list is one field sent several times, as ticked boxes of one name are. */
export function post(path: string, fields: Record<string, string | string[]>, cookie?: string): Request {
  const body = new URLSearchParams()
  for (const [name, value] of Object.entries(fields))
    for (const one of Array.isArray(value) ? value : [value]) body.append(name, one)
  return scoped(
    new Request(`${PORTAL}${path}`, {
      method: 'POST',
      body,
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...(cookie ? { Cookie: cookie } : {}) },
    }),
  )
}

export type Upload = { field: string; name: string; type: string; bytes: Uint8Array<ArrayBuffer> }

/** A multipart POST as a browser sends it, with its Content-Length (the portal checks that first). */
export async function multipart(
  path: string,
  files: Upload[],
  cookie: string,
  fields: Record<string, string> = {},
): Promise<Request> {
  const form = new FormData()
  for (const [k, v] of Object.entries(fields)) form.set(k, v)
  for (const f of files) form.append(f.field, new File([f.bytes], f.name, { type: f.type }))
  const encoded = new Response(form)
  const body = await encoded.arrayBuffer()
  return scoped(
    new Request(`${PORTAL}${path}`, {
      method: 'POST',
      body,
      headers: {
        Cookie: cookie,
        'Content-Type': encoded.headers.get('Content-Type') ?? '',
        'Content-Length': String(body.byteLength),
      },
    }),
  )
}
