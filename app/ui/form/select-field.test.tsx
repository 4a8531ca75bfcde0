import { renderToString } from 'react-dom/server'
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom/server'
import { describe, expect, it } from 'vitest'
import * as en from '~/messages/common/en'
import * as hi from '~/messages/common/hi'
import * as kn from '~/messages/common/kn'
import type { Locale } from '~/utils/language/locale'
import { PageTexts } from '~/utils/language/texts'
import { SelectField } from './select-field'

const common = { en, hi, kn }
const STATES = ['Karnataka', 'Tamil Nadu'].map((s) => ({ value: s, label: s }))

/** The select as the server renders it on a page in `locale` (the root's data gives both). */
async function select(locale: Locale, props: Partial<Parameters<typeof SelectField>[0]> = {}) {
  const field = <SelectField label="State" selectProps={{ id: 'state', name: 'state' }} options={STATES} {...props} />
  const loader = () => ({ locale, texts: { formMessages: common[locale].formMessages } })
  const handler = createStaticHandler([{ id: 'root', path: '/', loader, element: <PageTexts>{field}</PageTexts> }])
  const context = await handler.query(new Request('http://portal.test/'))
  if (context instanceof Response) throw new Error('unexpected redirect')
  return renderToString(
    <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} />,
  )
}

describe("SelectField marks a service's choices by their language (docs/languages.md)", () => {
  it.each(['hi', 'kn'] as const)(
    'on a %s page, each service choice in English is lang="en", the placeholder not',
    async (locale) => {
      const html = await select(locale, { serviceOptions: true })
      expect(html).toContain('<option value="Karnataka" lang="en">Karnataka</option>')
      expect(html).toContain('<option value="Tamil Nadu" lang="en">Tamil Nadu</option>')
      expect(html).toContain(`<option value="">${common[locale].formMessages.selectPlaceholder}</option>`)
    },
  )

  it("leaves a service's choice in the page's own letters unmarked", async () => {
    const html = await select('hi', { serviceOptions: true, options: [{ value: 'KA', label: 'कर्नाटक' }] })
    expect(html).toContain('<option value="KA">कर्नाटक</option>')
  })

  it('needs no mark on an English page', async () => {
    const html = await select('en', { serviceOptions: true })
    expect(html).toContain('<option value="Karnataka">Karnataka</option>')
    expect(html).not.toContain('lang=')
  })

  it("leaves the portal's own choices (translated dictionaries) in the page's language", async () => {
    const html = await select('hi', {
      options: [
        { value: 'FEMALE', label: 'महिला' },
        { value: 'X', label: 'OTP' },
      ],
    })
    expect(html).not.toContain('lang=')
  })
})
