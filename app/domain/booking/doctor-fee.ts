import { formatRupees } from '~/domain/common/format'
import type { Locale } from '~/utils/language/locale'

/** A doctor's fee for a consultation mode, in rupees: a fixed amount or a from-to range (docs/rules/booking.md#data). */
export type Fee = { mode: string; fixed: number | null; from: number | null; to: number | null }

/** '₹500', '₹300 - ₹500', '₹1,50,000' (Indian grouping in every language), or null when the doctor has no fee for the mode. */
export function formatFee(fees: readonly Fee[], mode: string, locale: Locale): string | null {
  const fee = fees.find((f) => f.mode === mode)
  if (!fee) return null
  if (fee.fixed !== null) return formatRupees(locale, fee.fixed)
  if (fee.from !== null && fee.to !== null) return `${formatRupees(locale, fee.from)} - ${formatRupees(locale, fee.to)}`
  return null
}
