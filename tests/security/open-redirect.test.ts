/**
 * The language switch's return address is judged after the URL parser normalises it
 * (app/utils/request/redirect-target.ts): replayed signed out, as the links that once answered
 * `Location: //evil.example`.
 */
import { describe, expect, it } from 'vitest'
import { action } from '~/routes/resources.language.resource'
import { post } from '../support/requests'
import { run } from '../support/run'

describe('the language switch never sends the browser off the portal', () => {
  it.each(['/.//evil.example', '/x/..//evil.example', '/%2e//evil.example/login'])(
    'POST /resources/language with redirectTo=%s goes to the dashboard',
    async (redirectTo) => {
      const response = await run(action, post('/resources/language', { lang: 'en', redirectTo }))
      expect(response.status).toBe(303)
      expect(response.headers.get('Location')).toBe('/myappointments')
    },
  )
})
