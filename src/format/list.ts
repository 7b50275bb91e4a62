// Made on first use: the first Intl object costs a page tens of milliseconds (./number.ts).
let list: Intl.ListFormat | undefined

/** "a, b and c" in English ("a, b, and c"), as `Intl.ListFormat('en')` writes a list. */
export function formatList(words: string[]): string {
  list ??= new Intl.ListFormat('en', { type: 'conjunction' })
  return list.format(words)
}
