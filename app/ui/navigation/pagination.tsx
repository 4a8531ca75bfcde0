import { pageWindow } from '~/domain/common/paging'
import { Link } from '~/ui/navigation/link'
import { useTexts } from '~/utils/language/texts'

/**
 * Previous, a window of page numbers and Next, as links (so they work without JavaScript); the ends clamp
 * (docs/rules/appointments.md#states). `href` gives a page's URL, with the list's other parameters kept.
 */
export function Pagination({
  page,
  last,
  href,
  label,
}: {
  page: number
  last: number
  href: (page: number) => string
  label?: string
}) {
  const pagingLabels = useTexts('pagingLabels')
  if (last <= 1) return null
  return (
    <nav className="pagination" aria-label={label ?? pagingLabels.pagination}>
      <ul>
        <li>
          {page > 1 ? (
            <Link to={href(page - 1)}>{pagingLabels.previous}</Link>
          ) : (
            <span aria-disabled="true">{pagingLabels.previous}</span>
          )}
        </li>
        {pageWindow(page, last).map((p, i) => (
          <li key={p ?? `gap-${i}`}>
            {p === null ? (
              <span aria-hidden="true">{pagingLabels.gap}</span>
            ) : (
              <Link to={href(p)} aria-current={p === page ? 'page' : undefined}>
                <span className="visually-hidden">{pagingLabels.page}</span>
                {p}
              </Link>
            )}
          </li>
        ))}
        <li>
          {page < last ? (
            <Link to={href(page + 1)}>{pagingLabels.next}</Link>
          ) : (
            <span aria-disabled="true">{pagingLabels.next}</span>
          )}
        </li>
      </ul>
    </nav>
  )
}
