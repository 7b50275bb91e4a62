const KEYPAD: Record<string, string> = Object.fromEntries(
  ['abc', 'def', 'ghi', 'jkl', 'mno', 'pqrs', 'tuv', 'wxyz'].flatMap((letters, i) =>
    [...letters].map((letter) => [letter, String(i + 2)]),
  ),
)

/** A tel: link for a U.S. number as printed ("800-4Matson" → "tel:+18004628766"), if it is one. */
export function telHref(phone: string): string | undefined {
  const digits = [...phone.toLowerCase()]
    .map((c) => KEYPAD[c] ?? c)
    .join('')
    .replace(/\D/g, '')
  if (digits.length === 10) return `tel:+1${digits}`
  if (digits.length === 11 && digits.startsWith('1')) return `tel:+${digits}`
  return undefined
}
