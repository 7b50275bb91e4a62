/**
 * A readable, stable anchor from a heading's text: "Step by step" → "step-by-step". The same
 * text gives the same id in every build, so a search result or a shared link keeps landing.
 */
export function headingId(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}
