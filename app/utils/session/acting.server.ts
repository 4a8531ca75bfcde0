import { updateSession, type ActingFor } from '~/utils/session/record.server'

/**
 * The session's acting-for (docs/helpers.md): set when a helper chooses a patient on /switch,
 * dropped when they choose themselves or the grant has ended. A compare-and-set write of the
 * record like every other (ADR 94), in the same session: its start, and so its absolute end,
 * stay as they were, so switching never makes a session live longer.
 */

/** From now on the session acts for `acting`; false when the session has ended meanwhile. */
export async function startActing(request: Request, acting: ActingFor): Promise<boolean> {
  return !!(await updateSession(request, (data) => ({ ...data, acting })))
}

/** The session acts for its own account again; with `grantId`, only if it still acts under that grant. */
export async function stopActing(request: Request, grantId?: number): Promise<void> {
  await updateSession(request, ({ acting, ...rest }) =>
    acting && (grantId === undefined || acting.grantId === grantId) ? rest : null,
  )
}
