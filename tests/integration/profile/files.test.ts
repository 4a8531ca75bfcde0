import { describe, expect, it } from 'vitest'
import { action as deleteAction, loader as deleteLoader } from '~/routes/_app.newProfile_.delete.$docId'
import { loader as documentLoader } from '~/routes/_app.newProfile_.document.$docId.resource'
import { action as uploadAction } from '~/routes/_app.newProfile_.documents.$fileType.resource'
import { action as photoAction, loader as photoLoader } from '~/routes/_app.newProfile_.photo.resource'
import { injectFault } from '../../mocks/standin'
import { heicBytes, pdfBytes, pngBytes } from '../../support/files'
import { get, multipart, post } from '../../support/requests'
import { run } from '../../support/run'
import { signIn } from '../../support/sign-in'
import { documentRows, patientRow } from './support'

const asha = () => signIn('asha', 'Asha@2026')
const MB = 1024 * 1024

const upload = async (type: string, files: Parameters<typeof multipart>[1], cookie: string) =>
  run(uploadAction, await multipart(`/newProfile/documents/${type}`, files, cookie), { params: { fileType: type } })

describe('profile documents', () => {
  it('uploads a pdf and a png as Govt Id, lists them, serves one no-store, deletes one', async () => {
    const cookie = await asha()
    const response = await upload(
      'GOVT',
      [
        { field: 'files', name: 'aadhaar.pdf', type: 'application/pdf', bytes: pdfBytes() },
        { field: 'files', name: 'card.png', type: 'image/png', bytes: pngBytes() },
      ],
      cookie,
    )
    expect(response).toRedirectTo('/newProfile?edit')
    await expect(response).toShowAlert({ type: 'success', message: 'Files uploaded successfully' })
    const [pdf, png] = documentRows()
    expect(pdf).toMatchObject({ file_type: 'GOVT', name: 'aadhaar.pdf', mime: 'application/pdf' })
    expect(png).toMatchObject({ mime: 'image/png' })

    const file = await run(documentLoader, get(`/newProfile/document/${pdf?.id}`, cookie), {
      params: { docId: String(pdf?.id) },
    })
    expect(file.status).toBe(200)
    expect(file.headers.get('Content-Type')).toBe('application/pdf')
    expect(file.headers.get('Cache-Control')).toBe('no-store')
    expect(new TextDecoder().decode(await file.arrayBuffer())).toMatch(/^%PDF-/)

    const dialog = await run(deleteLoader, get(`/newProfile/delete/${pdf?.id}?edit`, cookie), {
      params: { docId: String(pdf?.id) },
    })
    expect(await dialog.json()).toMatchObject({ back: '/newProfile?edit' })
    const deleted = await run(deleteAction, post(`/newProfile/delete/${pdf?.id}`, {}, cookie), {
      params: { docId: String(pdf?.id) },
    })
    await expect(deleted).toShowAlert({ type: 'success', message: 'File has been deleted successfully!' })
    expect(documentRows().map((d) => d.id)).toEqual([png?.id])
  })

  it('turns a HEIC into a JPEG in every category, as the browser does with JavaScript (ADR 51)', async () => {
    const cookie = await asha()
    const heic = [{ field: 'files', name: 'scan.heic', type: 'image/heic', bytes: heicBytes() }]
    for (const type of ['GOVT', 'ADDRESS', 'MEDICALHISTORY']) {
      await expect(await upload(type, heic, cookie)).toShowAlert({ type: 'success' })
    }
    expect(documentRows().map((d) => [d.file_type, d.name, d.mime])).toEqual([
      ['GOVT', 'scan.jpg', 'image/jpeg'],
      ['ADDRESS', 'scan.jpg', 'image/jpeg'],
      ['MEDICALHISTORY', 'scan.jpg', 'image/jpeg'],
    ])
    // a file that only starts like a HEIC is no image
    const broken = [{ field: 'files', name: 'cut.heic', type: 'image/heic', bytes: heicBytes().slice(0, 200) }]
    await expect(await upload('MEDICALHISTORY', broken, cookie)).toShowAlert({
      type: 'error',
      message: 'Kindly upload the valid file.',
    })
  })

  it('refuses a file that lies about its type, an empty one, none, too many and too large', async () => {
    const cookie = await asha()
    const liar = [
      { field: 'files', name: 'id.pdf', type: 'application/pdf', bytes: new TextEncoder().encode('<html>hi</html>') },
    ]
    await expect(await upload('GOVT', liar, cookie)).toShowAlert({ message: 'Kindly upload the valid file.' })
    const empty = [{ field: 'files', name: 'e.pdf', type: 'application/pdf', bytes: new Uint8Array() }]
    await expect(await upload('GOVT', empty, cookie)).toShowAlert({ message: 'File size is too small.' })
    await expect(await upload('GOVT', [], cookie)).toShowAlert({ message: 'Please select a file to upload.' })
    const six = Array.from({ length: 6 }, (_, i) => ({
      field: 'files',
      name: `${i}.pdf`,
      type: 'application/pdf',
      bytes: pdfBytes(),
    }))
    await expect(await upload('ADDRESS', six, cookie)).toShowAlert({ message: 'Too many files.' })
    const big = [{ field: 'files', name: 'big.png', type: 'image/png', bytes: pngBytes(4 * MB + 1) }]
    await expect(await upload('ADDRESS', big, cookie)).toShowAlert({ message: 'File size is more than allowed limit.' })
    expect(documentRows()).toEqual([])
  })

  it('counts what is already there against the five per category', async () => {
    const cookie = await asha()
    const files = (n: number) =>
      Array.from({ length: n }, (_, i) => ({
        field: 'files',
        name: `${i}.pdf`,
        type: 'application/pdf',
        bytes: pdfBytes(),
      }))
    await upload('ADDRESS', files(4), cookie)
    await expect(await upload('ADDRESS', files(2), cookie)).toShowAlert({
      message: 'Maximum file upload counts exceeds.',
    })
    expect(documentRows()).toHaveLength(4)
  })

  it("says '! Failed to upload files, please try again' when the services fail", async () => {
    injectFault({ method: 'post', path: '/patient-service/patients/:id/documents', kind: 'server-error' })
    const files = [{ field: 'files', name: 'a.pdf', type: 'application/pdf', bytes: pdfBytes() }]
    await expect(await upload('GOVT', files, await asha())).toShowAlert({
      message: '! Failed to upload files, please try again',
    })
  })

  it("answers the page's progress upload with 204 and the flash alert in the cookie", async () => {
    const cookie = await asha()
    const request = await multipart(
      '/newProfile/documents/GOVT',
      [{ field: 'files', name: 'a.pdf', type: 'application/pdf', bytes: pdfBytes() }],
      cookie,
    )
    request.headers.set('X-Upload', 'progress')
    const response = await run(uploadAction, request, { params: { fileType: 'GOVT' } })
    expect(response.status).toBe(204)
    expect(response.headers.get('Set-Cookie')).toMatch(/^__session=/)
    expect(documentRows()).toHaveLength(1)
  })

  it("does not serve someone else's document", async () => {
    const cookie = await asha()
    const kiran = await signIn('kiran', 'Kiran@2026')
    await upload('GOVT', [{ field: 'files', name: 'k.pdf', type: 'application/pdf', bytes: pdfBytes() }], kiran)
    const [doc] = documentRows(5)
    const response = await run(documentLoader, get(`/newProfile/document/${doc?.id}`, cookie), {
      params: { docId: String(doc?.id) },
    })
    expect(response.status).toBe(404)
  })
})

describe('profile photo', () => {
  const photo = async (bytes: Uint8Array<ArrayBuffer>, cookie: string, type = 'image/png') =>
    run(
      photoAction,
      await multipart('/newProfile/photo', [{ field: 'file', name: 'me.png', type, bytes }], cookie, {
        intent: 'upload',
      }),
    )

  it('uploads a png, serves it no-store, deletes it, then says there is nothing to delete', async () => {
    const cookie = await asha()
    await expect(await photo(pngBytes(), cookie)).toShowAlert({
      type: 'success',
      message: 'Profile Picture Uploaded Successfully',
    })
    expect(patientRow()?.photo).not.toBeNull()
    const image = await run(photoLoader, get('/newProfile/photo', cookie))
    expect(image.headers.get('Content-Type')).toBe('image/png')
    expect(image.headers.get('Cache-Control')).toBe('no-store')
    const remove = () => run(photoAction, post('/newProfile/photo', { intent: 'delete' }, cookie))
    await expect(await remove()).toShowAlert({
      type: 'success',
      message: 'Profile Picture Deleted Successfully!',
    })
    await expect(await remove()).toShowAlert({ type: 'warning', message: 'No Image to Delete' })
    expect((await run(photoLoader, get('/newProfile/photo', cookie))).status).toBe(404)
  })

  it('refuses what is not a png or jpeg by its content, and a photo over 4 MB with its size', async () => {
    const cookie = await asha()
    await expect(await photo(pdfBytes(), cookie)).toShowAlert({ message: 'Kindly upload valid file' })
    await expect(await photo(pngBytes(4 * MB + 200_000), cookie)).toShowAlert({
      message: /^4\.\d\d MB exceeding max file size 4MB$/,
    })
    expect(patientRow()?.photo).toBeNull()
  })

  it("says 'kindly upload a valid file' when the services refuse it", async () => {
    injectFault({ method: 'post', path: '/patient-service/patients/:id/image', kind: 'server-error' })
    await expect(await photo(pngBytes(), await asha())).toShowAlert({ message: 'kindly upload a valid file' })
  })
})
