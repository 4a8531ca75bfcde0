import { describe, expect, it } from 'vitest'
import { secondStepScreen } from '~/messages/security/en'
import { renderOnPage } from '../../tests/support/render-on-page'
import { RecoveryCodeList } from './recovery-code-list'

const NOTICE = 'Two-step sign-in is on. Your recovery codes are below: save them now, you will not see them again.'

describe('RecoveryCodeList', () => {
  it('says, as a status before them, that the codes are there and shown once, then lists them', async () => {
    const html = await renderOnPage(<RecoveryCodeList codes={['abcde-fghjk', 'mnpqr-stuvw']} notice={NOTICE} />, {
      texts: { secondStepScreen },
    })
    expect(html).toMatch(new RegExp(`^<p class="alert alert--success" role="status">${NOTICE}</p><section`))
    expect([...html.matchAll(/<code>(.*?)<\/code>/g)].map(([, code]) => code)).toEqual(['abcde-fghjk', 'mnpqr-stuvw'])
  })
})
