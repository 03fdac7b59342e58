// Receipts' fixed words and the GST registration number's shape, from the one declaration the
// server reads too (pb_hooks/lib/payments/receipts.json).
import RULES from '../../pb_hooks/lib/payments/receipts.json' with { type: 'json' }

export type ReceiptKind = keyof typeof RULES.kinds

/** The receipt kinds by name: RECEIPT_KIND.package, never the literal. */
export const RECEIPT_KIND = Object.fromEntries(
  Object.keys(RULES.kinds).map((kind) => [kind, kind]),
) as { [K in ReceiptKind]: K }

export const GST_RATE_PCT = RULES.gstRatePct

export const GST_NUMBER_MESSAGE = RULES.gstNumber.message

/** The form's complaint about a GST registration number, or undefined (empty is fine). */
export function gstNumberProblem(text: string): string | undefined {
  const value = text.trim().toUpperCase()
  if (!value) return undefined
  const fits =
    value.length <= RULES.gstNumber.maxLength && new RegExp(RULES.gstNumber.pattern).test(value)
  return fits ? undefined : GST_NUMBER_MESSAGE
}
