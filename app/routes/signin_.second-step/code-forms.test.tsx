import { describe, expect, it } from 'vitest'
import type { ServerField } from '~/ui/form/server-form'
import type { Locale } from '~/utils/language/locale'
import { textsFor } from '~/utils/language/texts.server'
import { renderOnPage } from '../../../tests/support/render-on-page'
import { CodeForms } from './code-forms'

const field = (name: string): ServerField => ({
  id: `second-step-${name}`,
  name,
  defaultValue: undefined,
  errors: undefined,
  key: '0',
  constraint: {},
})
const fields = { otp: field('otp'), recoveryCode: field('recoveryCode') }
const view = { kind: 'second-step' as const, phone: '005', digits: 4, recovery: true, remember: false }

/** The second step's forms as the server renders them in `locale`, a code sent (to 005) or not yet. */
const render = (locale: Locale, { codeSent, mayFocus = true }: { codeSent: string | null; mayFocus?: boolean }) =>
  renderOnPage(
    <CodeForms view={{ ...view, codeSent }} fields={fields} mayFocus={mayFocus} />,
    { texts: textsFor(locale, 'secondStepScreen') },
    locale,
  )

const sendButton = (html: string) =>
  /<button type="submit" name="intent" value="send"[^>]*>(.*?)<\/button>/.exec(html)?.[1]
const codeInput = (html: string) => /<input[^>]*id="second-step-otp"[^>]*>/.exec(html)?.[0]

describe('CodeForms: sending the code', () => {
  it.each([
    ['en', 'Send a code to your mobile ending in 005'],
    ['hi', '005 पर खत्म होने वाले अपने मोबाइल पर कोड भेजें'],
    ['kn', '005 ನಲ್ಲಿ ಕೊನೆಗೊಳ್ಳುವ ನಿಮ್ಮ ಮೊಬೈಲ್‌ಗೆ ಕೋಡ್ ಕಳುಹಿಸಿ'],
  ] as const)('the button says where the code goes, as the end of her mobile number (%s)', async (locale, label) => {
    expect(sendButton(await render(locale, { codeSent: null }))).toBe(label)
  })

  it('once a code is sent, the button sends a new one and the page starts on the code field (autofocus without JavaScript)', async () => {
    const html = await render('en', { codeSent: '005' })
    expect(sendButton(html)).toBe('Send a new code')
    expect(codeInput(html)).toContain('autofocus=""')
    // the field stands before the button that sent it
    expect(html.indexOf('id="second-step-otp"')).toBeLessThan(html.indexOf('value="send"'))
  })

  it('leaves the focus to the error summary when the page shows errors', async () => {
    const html = await render('en', { codeSent: '005', mayFocus: false })
    expect(codeInput(html)).toBeDefined()
    expect(codeInput(html)).not.toContain('autofocus')
  })
})
