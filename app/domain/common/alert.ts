import { z } from 'zod'

/** The global alert banner's message: shown once, on the next page (docs/rules/common.md#screens). */
export const alertSchema = z.object({
  type: z.enum(['success', 'error', 'warning', 'info']),
  message: z.string(),
})

export type Alert = z.infer<typeof alertSchema>
