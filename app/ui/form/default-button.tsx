/**
 * What Enter in a single-line field (or a phone's Go key) does. Browsers press a form's default
 * button, the first submit button in it, and do nothing when that button is disabled (HTML's
 * implicit submission), with or without JavaScript. Put one of these first in the form.
 */

/** Enter submits nothing: the form posts only from a button the patient presses. */
export function EnterDoesNothing() {
  return <button type="submit" disabled hidden tabIndex={-1} aria-hidden="true" />
}

/** Enter posts the form as the named intent would, whatever other buttons come before that one. */
export function EnterPresses({ name, value }: { name: string; value: string }) {
  return <button type="submit" name={name} value={value} hidden tabIndex={-1} aria-hidden="true" />
}
