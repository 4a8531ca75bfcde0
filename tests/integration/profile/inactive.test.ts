import { describe, expect, it } from 'vitest'
import { action as profileAction, loader as profileLoader } from '~/routes/_app.newProfile/route'
import { action as deleteAction, loader as deleteLoader } from '~/routes/_app.newProfile_.delete.$docId'
import { loader as documentLoader } from '~/routes/_app.newProfile_.document.$docId.resource'
import { action as uploadAction } from '~/routes/_app.newProfile_.documents.$fileType.resource'
import { action as photoAction, loader as photoLoader } from '~/routes/_app.newProfile_.photo.resource'
import { standIn } from '../../mocks/standin'
import { pdfBytes } from '../../support/files'
import { get, multipart, post } from '../../support/requests'
import { run } from '../../support/run'
import { signIn } from '../../support/sign-in'

const setStatus = (status: string) => standIn.db().prepare(`UPDATE patients SET status = ? WHERE id = 1`).run(status)

// The account-status check of docs/rules/identity.md#states guards the profile too, at both URLs, in every mode
describe('an INACTIVE account on the profile routes', () => {
  it.each([
    ['the profile', (cookie: string) => run(profileLoader, get('/newProfile', cookie))],
    ['its edit mode', (cookie: string) => run(profileLoader, get('/patientProfile?edit', cookie))],
    [
      'a save',
      (cookie: string) => run(profileAction, post('/newProfile?edit', { intent: 'save', firstName: 'Asha' }, cookie)),
    ],
    ['the photo', (cookie: string) => run(photoLoader, get('/newProfile/photo', cookie))],
    ['a photo upload', (cookie: string) => run(photoAction, post('/newProfile/photo', { intent: 'delete' }, cookie))],
    [
      'a document',
      (cookie: string) => run(documentLoader, get('/newProfile/document/1', cookie), { params: { docId: '1' } }),
    ],
    [
      'a document upload',
      async (cookie: string) =>
        run(
          uploadAction,
          await multipart(
            '/newProfile/documents/GOVT',
            [{ field: 'files', name: 'id.pdf', type: 'application/pdf', bytes: pdfBytes() }],
            cookie,
          ),
          { params: { fileType: 'GOVT' } },
        ),
    ],
    [
      'the delete dialog',
      (cookie: string) => run(deleteLoader, get('/newProfile/delete/1', cookie), { params: { docId: '1' } }),
    ],
    [
      'a delete',
      (cookie: string) => run(deleteAction, post('/newProfile/delete/1', {}, cookie), { params: { docId: '1' } }),
    ],
  ])('%s signs the patient out to /signin', async (_, call) => {
    const cookie = await signIn('asha', 'Asha@2026')
    setStatus('INACTIVE')
    const response = await call(cookie)
    expect(response).toRedirectTo('/signin')
    await expect(response).toShowAlert(
      { message: 'Your account is inactive. Please contact the hospital.' },
      { cookie },
    )
  })
})
