/**
 * A chat upload whose file name holds a quote (docs/security.md, "File names and image sizes"):
 * the chat island's upload answered 500, as undici's form parser throws on it. Replayed with the
 * body a script writes by hand (a browser escapes the quote as %22), on the island and on the
 * page's own form; the name is stored as sent, and served back only as a safe header value.
 */
import { describe, expect, it } from 'vitest'
import { action as detailAction, loader as detail } from '~/routes/_app.specificAppointment/route'
import { loader as chatDocument } from '~/routes/resources.chat-document.$appointmentId.$fileId.resource'
import { action as chatIsland } from '~/routes/resources.chat.$appointmentId.resource'
import { pdfBytes } from '../support/files'
import { readLoaderData } from '../support/read-response'
import { get, PORTAL } from '../support/requests'
import { run } from '../support/run'
import { signIn } from '../support/sign-in'

/** A multipart body written by hand, so that the file name goes exactly as given. */
function rawUpload(path: string, cookie: string, filename: string) {
  const boundary = '----portal-test'
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/pdf\r\n\r\n`
  const body = Buffer.concat([
    Buffer.from(head, 'latin1'),
    Buffer.from(pdfBytes()),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ])
  return new Request(`${PORTAL}${path}`, {
    method: 'POST',
    body,
    headers: {
      Cookie: cookie,
      'Content-Type': `multipart/form-data; boundary=${boundary}`,
      'Content-Length': String(body.byteLength),
    },
  })
}

async function lastFile(cookie: string) {
  const data = await readLoaderData<typeof detail>(
    await run(detail, get('/specificAppointment?appointmentId=2', cookie)),
  )
  return data.chat?.entries?.filter((e) => e.kind === 'file').at(-1)
}

async function served(cookie: string, fileId: number | undefined) {
  const response = await run(chatDocument, get(`/resources/chat-document/2/${fileId}?download=1`, cookie), {
    params: { appointmentId: '2', fileId: String(fileId) },
  })
  return response.headers.get('Content-Disposition')
}

describe('a chat file name that holds a quote', () => {
  it('is taken by the chat island (it answered 500), stored as sent, and served under a safe name', async () => {
    const cookie = await signIn('asha', 'Asha@2026')
    const response = await run(chatIsland, rawUpload('/resources/chat/2', cookie, 're"port.pdf'), {
      params: { appointmentId: '2' },
    })
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ ok: true, kind: 'file' })
    const file = await lastFile(cookie)
    expect(file?.name).toBe('re"port.pdf')
    expect(await served(cookie, file?.id)).toBe('attachment; filename="re_port.pdf"')
  })

  it.each(['a"b.pdf', 'x\\"y.pdf'])('%s is taken by the page form too', async (filename) => {
    const cookie = await signIn('asha', 'Asha@2026')
    const response = await run(detailAction, rawUpload('/specificAppointment?appointmentId=2', cookie, filename))
    expect(response.status).toBe(302)
    await expect(response).toShowAlert({ type: 'success', message: 'File sent' })
    expect(await served(cookie, (await lastFile(cookie))?.id)).toMatch(/^attachment; filename="[\w.\- ]+"$/)
  })
})
