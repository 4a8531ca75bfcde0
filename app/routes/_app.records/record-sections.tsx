import type { DescribedRecord } from '~/domain/records/describe'
import { Link } from '~/ui/navigation/link'
import { useTexts } from '~/utils/language/texts'
import { Path } from '~/utils/navigation/paths'

/** The record's sections, each a heading and its items with where each came from, or "None recorded". */
export function RecordSections({ sections }: { sections: DescribedRecord['sections'] }) {
  const text = useTexts('recordsMessages')
  return (
    <>
      {sections.map((section) => (
        <section key={section.key} aria-labelledby={`record-${section.key}`} className="health-record__section">
          <h2 id={`record-${section.key}`}>{section.title}</h2>
          {section.items.length === 0 ? (
            <p className="empty">{text.noneRecorded}</p>
          ) : (
            <ul className="health-record__items">
              {section.items.map((item) => (
                <li key={item.ref}>
                  <span className="health-record__item">
                    {item.link ? <Link to={item.link}>{item.title}</Link> : item.title}
                  </span>
                  {item.detail ? <span className="health-record__detail"> · {item.detail}</span> : null}
                  <br />
                  <span className="health-record__source">{item.source}</span>
                </li>
              ))}
            </ul>
          )}
          {section.more ? (
            <p className="health-record__more">
              {section.more}{' '}
              <Link to={section.key === 'encounters' ? Path.history : Path.profile} className="no-print">
                {section.key === 'encounters' ? text.history : text.profile}
              </Link>
            </p>
          ) : null}
        </section>
      ))}
    </>
  )
}
