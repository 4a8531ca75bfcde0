import { formatDate, formatTime } from '~/domain/common/format'
import type { HelperGrant } from '~/services/patient/helpers.server'
import type { Locale } from '~/utils/language/locale'
import { fill, type English } from '~/utils/language/texts'

/**
 * A grant as the /helpers list shows it (docs/helpers.md#the-patients-screen): the name the patient
 * gave, the relationship, the scopes in words, the state (and why it ended), the last day and the
 * last use; and what the patient may still do with it. Never the helper's contact.
 */
export function grantRow(grant: HelperGrant, text: English['helpersScreen'], locale: Locale, timeZone: string) {
  const date = (at: string) => formatDate(locale, new Date(at), timeZone)
  const ended = grant.state === 'ended'
  return {
    id: grant.id,
    name: grant.helperName,
    relationship: fill(text.relationshipLine, { relationship: text.relationships[grant.relationship] }),
    scopes: fill(text.scopesLine, { scopes: grant.scopes.map((s) => text.scopes[s].label).join(', ') }),
    state: grant.state === 'ended' ? text.endedWhy[grant.endedReason ?? 'by-patient'] : text.states[grant.state],
    endsOn: fill(text.endsOn, { date: date(grant.endsAt) }),
    lastUsed: grant.lastUsedAt
      ? fill(text.lastUsed, {
          date: date(grant.lastUsedAt),
          time: formatTime(locale, new Date(grant.lastUsedAt), timeZone),
        })
      : text.neverUsed,
    minor: grant.minor,
    reminderCopies: grant.reminderCopies ? text.reminderCopies : null,
    // a grant the hospital made for a child is changed only by the hospital; the patient may still end it
    canChange: !ended && !grant.minor,
    canRenew: grant.state === 'active' && !grant.minor,
    canEnd: !ended,
  }
}

export type GrantRow = ReturnType<typeof grantRow>
