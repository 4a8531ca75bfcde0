import type { GrantRow } from '~/areas/helpers/grant-rows.server'
import { IntentForm } from '~/ui/form/intent-form'
import { Link } from '~/ui/navigation/link'
import { fill, useTexts } from '~/utils/language/texts'
import { Path } from '~/utils/navigation/paths'

/** The patient's grants, each with what may still be done with it: change, renew (one button), end. */
export function GrantList({ rows }: { rows: GrantRow[] }) {
  const text = useTexts('helpersScreen')
  if (rows.length === 0) return <p className="empty">{text.empty}</p>
  return (
    <ul className="device-list">
      {rows.map((row) => (
        <li key={row.id} className="device">
          <h3 className="device__name">{row.name}</h3>
          <p>{row.relationship}</p>
          <p>{row.scopes}</p>
          <p>
            <strong>{row.state}</strong>
          </p>
          <p>{row.endsOn}</p>
          <p>{row.lastUsed}</p>
          {row.reminderCopies ? <p>{row.reminderCopies}</p> : null}
          {row.minor ? <p>{text.minor}</p> : null}
          <div className="form-actions">
            {row.canChange ? (
              <Link
                to={`${Path.helpers}/${row.id}`}
                className="button"
                aria-label={fill(text.changeNamed, { name: row.name })}
              >
                {text.change}
              </Link>
            ) : null}
            {row.canRenew ? (
              <IntentForm
                intent="renew"
                on={{ name: 'grant', value: String(row.id) }}
                className="button"
                label={fill(text.renewNamed, { name: row.name })}
              >
                {text.renew}
              </IntentForm>
            ) : null}
            {row.canEnd ? (
              <IntentForm
                intent="end"
                on={{ name: 'grant', value: String(row.id) }}
                className="button button--danger"
                label={fill(text.endNamed, { name: row.name })}
              >
                {text.end}
              </IntentForm>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  )
}
