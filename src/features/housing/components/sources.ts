import type { Sourced } from '@/data/types'
import { formatUtcDate } from '@/design-system'

/** "2026-11-22" → "Nov 22, 2026", the same on every machine (UTC). */
export function formatCheckedOn(iso: string): string {
  return formatUtcDate(new Date(`${iso}T00:00:00Z`))
}

/** A source is linkable only when it is a web address ("product spec" is not). */
export function isWebAddress(source: string | undefined): source is string {
  return typeof source === 'string' && /^https?:\/\//i.test(source)
}

/** The site a source lives on, for a short link text: "benefits.va.gov". */
export function siteOf(url: string): string {
  return new URL(url).hostname.replace(/^www\./, '')
}

export interface SourceLink {
  url: string
  text: string
}

/** The distinct web sources of some facts, named by site, and the latest date they were checked. */
export function collectSources(facts: readonly (Partial<Sourced> | undefined)[]): {
  links: SourceLink[]
  checkedOn?: string
} {
  const urls = [...new Set(facts.map((f) => f?.source).filter(isWebAddress))]
  const seen = new Map<string, number>()
  const links = urls.map((url) => {
    const site = siteOf(url)
    const count = (seen.get(site) ?? 0) + 1
    seen.set(site, count)
    return { url, text: count > 1 ? `${site} (${count})` : site }
  })
  const dates = facts
    .filter((f) => isWebAddress(f?.source))
    .map((f) => f?.checkedOn)
    .filter((d): d is string => Boolean(d))
    .sort()
  return { links, checkedOn: dates.at(-1) }
}
