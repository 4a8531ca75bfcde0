import type { Alert } from '~/domain/common/alert'

/**
 * The global alert banner. The live regions are always in the page, so a
 * message that arrives with a client-side navigation is announced.
 */
export function AlertBanner({ alert }: { alert: Alert | null }) {
  const urgent = alert?.type === 'error' || alert?.type === 'warning'
  return (
    <>
      <div role="alert" className="alert-region">
        {alert && urgent ? <p className={`alert alert--${alert.type}`}>{alert.message}</p> : null}
      </div>
      <div role="status" className="alert-region">
        {alert && !urgent ? <p className={`alert alert--${alert.type}`}>{alert.message}</p> : null}
      </div>
    </>
  )
}
