import type { ReactNode } from 'react'
import { Form } from '~/ui/form/csrf-field'
import { Path } from '~/utils/navigation/paths'

/** Sign out: a whole-document post, so the answer's Clear-Site-Data empties this browser (ADRs 1 and 39). */
export function LogoutButton({ children }: { children: ReactNode }) {
  return (
    <Form method="post" action={Path.logout} reloadDocument>
      <button type="submit" className="link-button">
        {children}
      </button>
    </Form>
  )
}
