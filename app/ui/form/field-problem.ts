/** One error of a form, for ErrorSummary: the field it links to, the message, and the field's label. */
export type FieldProblem = { fieldId: string; message: string; label?: string }

/**
 * Whether the summary's link must say the field's label before the message: a screen reader hears the link
 * alone, so a message that does not name its field ("Please enter at most 200 characters.") needs it. A label's
 * unit in brackets ("Blood pressure (mmHg)") need not be in the message.
 */
export function needsLabel(problem: FieldProblem): problem is FieldProblem & { label: string } {
  if (!problem.label) return false
  const name = problem.label
    .replace(/\s*\([^)]*\)\s*$/, '')
    .trim()
    .toLocaleLowerCase()
  return !problem.message.toLocaleLowerCase().includes(name)
}
