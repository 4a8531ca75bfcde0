/**
 * The outbox reader, for the integration tests and the e2e tests alike: the e-mails and SMS the
 * stand-in "sent" (GET /dev/outbox, newest first), with the one-time codes they carry.
 *
 * It only needs a way to GET the stand-in's dev route: the in-process app (`standIn.outbox`,
 * tests/mocks/standin.ts) or HTTP (`outboxOf(page)`, tests/e2e/support/outbox.ts).
 */
import { z } from 'zod'

const outboxMessageSchema = z.object({
  id: z.number(),
  channel: z.enum(['EMAIL', 'SMS']),
  to: z.string(),
  subject: z.string(),
  body: z.string(),
  code: z.string().nullable(),
  createdAt: z.string(),
})

type OutboxMessage = z.infer<typeof outboxMessageSchema>

/** GETs a path of the stand-in and hands back something with a JSON body (a fetch Response, a Playwright APIResponse). */
type OutboxSource = (path: '/dev/outbox') => Promise<{ json(): Promise<unknown> }>

type MessageFilter = { to?: string; channel?: OutboxMessage['channel'] }

export function outbox(source: OutboxSource) {
  async function all(): Promise<OutboxMessage[]> {
    return z.array(outboxMessageSchema).parse(await (await source('/dev/outbox')).json())
  }
  return {
    /** Every message, newest first. */
    all,
    /** The newest message (to `to`, on `channel`); throws when there is none. */
    async last(filter: MessageFilter = {}): Promise<OutboxMessage> {
      const message = (await all()).find(
        (m) =>
          (filter.to === undefined || m.to === filter.to) &&
          (filter.channel === undefined || m.channel === filter.channel),
      )
      if (!message) {
        const what = [filter.channel, filter.to && `to ${filter.to}`].filter(Boolean).join(' ')
        throw new Error(`nothing was sent${what ? ` (${what})` : ''}: the stand-in's outbox has no such message`)
      }
      return message
    },
  }
}
