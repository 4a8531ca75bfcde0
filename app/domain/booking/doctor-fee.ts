/** A doctor's fee for a consultation mode, in rupees: a fixed amount or a from-to range (spec 2 section 2). */
export type Fee = { mode: string; fixed: number | null; from: number | null; to: number | null }

const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 })

/** '₹500', '₹300 - ₹500', or null when the doctor has no fee for the mode. */
export function formatFee(fees: readonly Fee[], mode: string): string | null {
  const fee = fees.find((f) => f.mode === mode)
  if (!fee) return null
  if (fee.fixed !== null) return rupees.format(fee.fixed)
  if (fee.from !== null && fee.to !== null) return `${rupees.format(fee.from)} - ${rupees.format(fee.to)}`
  return null
}
