import { z } from 'zod'

/**
 * A text field's length cap, the first check on its value: a value over `max` is refused with the
 * field's own message, and nothing after it (`.pipe(...)`: cleaning, patterns, rules) ever runs on
 * it. zod runs every check of one string schema even after one fails, so only a pipe stops them.
 * `required` is the message when the field is missing altogether.
 */
export function cappedText(max: number, tooLong: string, required: string = tooLong) {
  return z.string({ required_error: required }).max(max, tooLong)
}
