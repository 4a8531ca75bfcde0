import { describe, expect, it } from 'vitest'
import { textsFor } from '~/utils/language/texts.server'
import { Path } from '~/utils/navigation/paths'
import { renderOnPage } from '../../../tests/support/render-on-page'
import { HelperDocumentsView } from './helper-documents-view'
import type { LoadedHelperDocuments } from './helper-documents.server'

/** A helper's profile page as the server renders it: asha's Govt Id holds one document. */
const data: LoadedHelperDocuments = {
  helper: true,
  title: 'Profile documents | Patient Portal',
  texts: textsFor('en', 'profileScreen', 'profileMessages', 'profileDocumentTitles', 'pagingLabels'),
  base: 'newProfile',
  documents: {
    GOVT: { items: [{ id: 7, name: 'aadhaar.pdf' }], page: 1, last: 1 },
    ADDRESS: { items: [], page: 1, last: 1 },
    MEDICALHISTORY: { items: [], page: 1, last: 1 },
  },
  documentsFailed: null,
  back: Path.switchAccount,
}

/** The page's markup, without the router's copy of the loader's data (its texts name every button of the profile). */
const render = async () => (await renderOnPage(<HelperDocumentsView data={data} />, data)).split('<script>')[0]!

describe("a helper's profile page", () => {
  it('names the uploaded documents and offers an upload form per kind, posting without JavaScript', async () => {
    const html = await render()
    expect(html).toContain('<h1>Profile documents</h1>')
    expect(html).toContain('href="/switch"')
    expect(html).toContain('You can add documents to this profile. Only the patient can open or delete them.')
    expect(html).toContain('<span>aadhaar.pdf</span>')
    const actions = [...html.matchAll(/<form[^>]*action="([^"]*)"/g)].map((m) => m[1])
    expect(actions).toEqual([
      '/newProfile/documents/GOVT',
      '/newProfile/documents/ADDRESS',
      '/newProfile/documents/MEDICALHISTORY',
    ])
  })

  it('has no way to open, delete or edit anything', async () => {
    const html = await render()
    expect(html).not.toContain('/newProfile/document/7')
    expect(html).not.toContain('/newProfile/delete/')
    expect(html).not.toMatch(/\?edit"|>Delete<|>View<|Edit Profile|photo/)
  })
})
