/**
 * Document images are capped by pixels as the profile photo is (docs/security.md, "File names and
 * image sizes"): a PNG that says 20,000 × 20,000 in its header (a 39 KB file decodes to 1.6 GB)
 * was stored and served inline. Replayed on every form that takes an image: profile documents,
 * the chat, the call's attachment panel and the booking confirmation; each refuses it by name with
 * the portal's message, and nothing reaches the services.
 */
import { describe, expect, it } from 'vitest'
import { action as confirm } from '~/routes/_app.confirmation/route'
import { action as uploadDocuments } from '~/routes/_app.newProfile_.documents.$fileType.resource'
import { action as detailAction } from '~/routes/_app.specificAppointment/route'
import { action as uploadAttachment } from '~/routes/Video_.attachment.resource'
import { documentRows } from '../integration/profile/support'
import { standIn } from '../mocks/standin'
import { pngBytes } from '../support/files'
import { readActionData } from '../support/read-response'
import { multipart, type Upload } from '../support/requests'
import { run } from '../support/run'
import { signIn } from '../support/sign-in'
import { tomorrowsNoonSlot } from '../support/slot'

const MESSAGE = 'scan.png has too many pixels. Please choose an image of at most 10000 × 10000 pixels.'

/** A PNG whose header says `width` × `height`: the header is all the portal reads before refusing. */
function pngOf(width: number, height: number): Upload['bytes'] {
  const bytes = pngBytes()
  new DataView(bytes.buffer).setUint32(16, width)
  new DataView(bytes.buffer).setUint32(20, height)
  return bytes
}
const bomb = (field: string): Upload => ({ field, name: 'scan.png', type: 'image/png', bytes: pngOf(20_000, 20_000) })
const chatFiles = () => standIn.db().prepare(`SELECT id FROM chat_files`).all()

describe('a 20,000 × 20,000 PNG is refused by every form that takes an image', () => {
  it('a profile document', async () => {
    const cookie = await signIn('asha', 'Asha@2026')
    const response = await run(
      uploadDocuments,
      await multipart('/newProfile/documents/MEDICALHISTORY', [bomb('files')], cookie),
      { params: { fileType: 'MEDICALHISTORY' } },
    )
    await expect(response).toShowAlert({ type: 'error', message: MESSAGE })
    expect(documentRows()).toEqual([])
  })

  it('a tall, narrow one too (one side over 10,000), while 8,000 × 6,000 passes', async () => {
    const cookie = await signIn('asha', 'Asha@2026')
    const send = (bytes: Upload['bytes']) =>
      multipart('/newProfile/documents/GOVT', [{ field: 'files', name: 'scan.png', type: 'image/png', bytes }], cookie)
    const tall = await run(uploadDocuments, await send(pngOf(12_000, 100)), { params: { fileType: 'GOVT' } })
    await expect(tall).toShowAlert({ type: 'error', message: MESSAGE })
    const photo = await run(uploadDocuments, await send(pngOf(8_000, 6_000)), { params: { fileType: 'GOVT' } })
    await expect(photo).toShowAlert({ type: 'success', message: 'Files uploaded successfully' })
    expect(documentRows()).toHaveLength(1)
  })

  it('a chat attachment', async () => {
    const cookie = await signIn('asha', 'Asha@2026')
    const before = chatFiles().length
    const response = await run(
      detailAction,
      await multipart('/specificAppointment?appointmentId=2', [bomb('file')], cookie),
    )
    expect(await response.json()).toMatchObject({ ok: false, field: 'file', error: MESSAGE })
    expect(chatFiles()).toHaveLength(before)
  })

  it("the call's attachment", async () => {
    const cookie = await signIn('asha', 'Asha@2026')
    const response = await run(
      uploadAttachment,
      await multipart('/Video/attachment?appointmentId=1', [bomb('files')], cookie),
    )
    await expect(response).toShowAlert({ type: 'error', message: MESSAGE })
  })

  it('a document at booking confirmation, with nothing booked', async () => {
    const cookie = await signIn('asha', 'Asha@2026')
    const slot = tomorrowsNoonSlot()
    const response = await run(
      confirm,
      await multipart(`/confirmation?${new URLSearchParams(slot)}`, [bomb('files')], cookie, {
        ...slot,
        reason: 'Headache',
      }),
    )
    expect(response.status).toBe(400)
    expect(JSON.stringify(await readActionData<typeof confirm>(response))).toContain(MESSAGE)
    const booked = standIn
      .db()
      .prepare(`SELECT id FROM appointments WHERE doctor_id = 12 AND start_time LIKE ?`)
      .all(`${slot.date}T12:00%`)
    expect(booked).toEqual([])
  })
})
