/**
 * The reply reader: what an action answers after a refused submit, Conform's `submission.reply()`,
 * read as the pages read it (app/ui/form/server-form.ts: the kept values and the errors per field,
 * with the form's own errors under '').
 */
import { z } from 'zod'
import type { FormReply } from '~/ui/form/server-form'
import { readJson } from './read-response'

const replySchema = z.object({
  status: z.enum(['error', 'success']).optional(),
  initialValue: z.record(z.unknown()).nullish(),
  error: z.record(z.array(z.string()).nullable()).nullish(),
})

export type Reply = NonNullable<FormReply> & z.output<typeof replySchema>

export async function readReply(response: Response): Promise<Reply> {
  return readJson(response, replySchema)
}

/** The messages a reply carries for the form as a whole (not for one field). */
export async function formErrors(response: Response): Promise<string[]> {
  return (await readReply(response)).error?.[''] ?? []
}
