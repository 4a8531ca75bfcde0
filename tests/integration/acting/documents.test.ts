import { describe, expect, it } from 'vitest'
import { loader as activity } from '~/routes/_app.activity'
import { action as profileAction, loader as profile } from '~/routes/_app.newProfile/route'
import { action as deleteAction } from '~/routes/_app.newProfile_.delete.$docId'
import { action as uploadAction } from '~/routes/_app.newProfile_.documents.$fileType.resource'
import { pdfBytes } from '../../support/files'
import { readLoaderData } from '../../support/read-response'
import { get, multipart, post } from '../../support/requests'
import { run } from '../../support/run'
import { signIn } from '../../support/sign-in'
import { inRequest } from '../activity/support'
import { documentRows } from '../profile/support'
import { ASHA_ID, ASHA_NAMES, kiranActingForAsha } from './support'

/**
 * A helper holding `documents` on the patient's profile page (docs/helpers.md): the documents'
 * names and upload forms, nothing of the patient's identity or contact details, no deleting.
 */
const upload = async (cookie: string) =>
  inRequest(async () =>
    run(
      uploadAction,
      await multipart(
        '/newProfile/documents/GOVT',
        [{ field: 'files', name: 'aadhaar.pdf', type: 'application/pdf', bytes: pdfBytes() }],
        cookie,
      ),
      { params: { fileType: 'GOVT' } },
    ),
  )

const profilePage = (cookie: string) => inRequest(() => run(profile, get('/newProfile?edit', cookie)))

describe('a helper holding documents', () => {
  it("uploads a document to the patient's profile, which her activity says a helper did", async () => {
    const { cookie } = await kiranActingForAsha(['documents'])
    const asha = await signIn('asha', 'Asha@2026')
    expect(await upload(cookie)).toRedirectTo('/newProfile?edit')
    expect(documentRows(ASHA_ID).map((d) => [d.file_type, d.name])).toContainEqual(['GOVT', 'aadhaar.pdf'])

    const page = await profilePage(cookie)
    expect(page.status).toBe(200)
    const body = await page.text()
    expect(JSON.parse(body)).toMatchObject({
      helper: true,
      title: 'Profile documents | Patient Portal',
      base: 'newProfile',
      documents: { GOVT: { items: [expect.objectContaining({ name: 'aadhaar.pdf' })], page: 1, last: 1 } },
      documentsFailed: null,
    })

    const ashas = await readLoaderData<typeof activity>(await inRequest(() => run(activity, get('/activity', asha))))
    expect(ashas.rows[0]?.what).toBe('Document uploaded, by Kiran (helper)')
  })

  it("shows nothing of the patient's identity or contact details, and no photo", async () => {
    const { cookie } = await kiranActingForAsha(['documents'])
    const data = (await (await profilePage(cookie)).json()) as Record<string, unknown>
    expect(Object.keys(data).sort()).toEqual([
      'back',
      'base',
      'documents',
      'documentsFailed',
      'helper',
      'texts',
      'title',
    ])
    // documents alone does not open the dashboard: Close leads to switching account
    expect(data.back).toBe('/switch')
    const body = JSON.stringify(data)
    for (const name of ASHA_NAMES) expect(body).not.toContain(name)
    expect(body).not.toMatch(/asha@|1990|98765/i)
  })

  it("may not delete a document, nor save the profile's form", async () => {
    const { cookie } = await kiranActingForAsha(['documents'])
    await upload(cookie)
    const [doc] = documentRows(ASHA_ID)
    const deleted = await inRequest(() =>
      run(deleteAction, post(`/newProfile/delete/${doc!.id}`, {}, cookie), { params: { docId: String(doc!.id) } }),
    )
    expect(deleted.status).toBe(403)
    expect(documentRows(ASHA_ID)).toContainEqual(doc)
    const saved = await inRequest(() => run(profileAction, post('/newProfile?edit', { intent: 'save' }, cookie)))
    expect(saved.status).toBe(403)
  })
})

describe('a helper without documents', () => {
  it('is refused the profile page', async () => {
    const { cookie } = await kiranActingForAsha(['see', 'book', 'chat', 'call'])
    const page = await profilePage(cookie)
    expect(page.status).toBe(403)
    expect(await page.json()).toEqual({
      refusal: {
        title: "Helpers can't use this page",
        text: 'This page is for the patient alone. Switch back to your own account to use it.',
      },
    })
  })
})
