import { parseWithZod } from '@conform-to/zod'
import { z } from 'zod'

/**
 * Which of a form's buttons was pressed (`name="intent"`), read with parseWithZod like every
 * other form; null when the form names none of `intents`.
 */
export function intentOf<T extends string>(formData: FormData, intents: readonly [T, ...T[]]): T | null {
  const submission = parseWithZod(formData, { schema: z.object({ intent: z.enum(intents) }) })
  return submission.status === 'success' ? (submission.value.intent ?? null) : null
}
