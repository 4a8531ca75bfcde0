import { useRouteLoaderData } from '@remix-run/react'
import { Path } from '~/utils/navigation/paths'
import { Form } from '../form/csrf-field'

type Banner = { helping: string; switchBack: string }

/**
 * While a helper acts for a patient, every signed-in page says so first, after the skip link
 * (docs/helpers.md): a named region with whom they help and a plain form back to their own
 * account, which loads a whole new page as switching does, so nothing of the patient's pages stays
 * in the browser's memory. Its words come filled in from the signed-in frame's loader.
 */
export function ActingBanner() {
  const acting = useRouteLoaderData<{ acting: Banner | null }>('routes/_app')?.acting
  if (!acting) return null
  return (
    // named by its sentence, which a screen reader says once on entering it (Tab or reading on), not again as text
    <section className="acting-banner" aria-label={acting.helping}>
      <p className="acting-banner__text" aria-hidden="true">
        {acting.helping}
      </p>
      <Form method="post" action={Path.switchAccount} reloadDocument>
        <input type="hidden" name="account" value="me" />
        <button type="submit" className="acting-banner__back">
          {acting.switchBack}
        </button>
      </Form>
    </section>
  )
}
