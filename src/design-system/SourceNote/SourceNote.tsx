import { Fragment } from 'react'
import Typography from '@mui/material/Typography'
import { ExternalLink } from '../ExternalLink'
import { formatUtcDate } from '../utils'

/** One page a note points to. */
export interface SourceNoteLink {
  /** The page's web address. */
  url: string
  /** The link's words; the site's name ("va.gov") when left out. */
  text?: string
}

export interface SourceNoteProps {
  /**
   * The page the fact came from. A web address is linked by its site's name ("va.gov"); anything
   * else ("product spec") is not a page: see `unlinked`.
   */
  href?: string
  /** Several pages, for facts shown together: "Sources: va.gov, hawaii.gov". Used when no `href`. */
  links?: readonly SourceNoteLink[]
  /** When the source was last read: an ISO date ("2026-11-22") or a Date (read in UTC). */
  checkedOn?: string | Date
  /**
   * An `href` that is not a web address: leave the whole note out (the default), or show it in
   * words. The data's "product spec" reads "our planning notes (not an official page)".
   */
  unlinked?: 'hide' | 'show'
  /** Smaller type that breaks long site names anywhere, for dense cards. */
  compact?: boolean
  /** Space above the note, in theme spacing units. */
  spacing?: number
}

/** "2026-11-22" → "Nov 22, 2026", the same on every time zone and on the prerender server. */
function formatChecked(checkedOn: string | Date): string {
  const date = typeof checkedOn === 'string' ? new Date(`${checkedOn}T00:00:00Z`) : checkedOn
  if (Number.isNaN(date.getTime())) return String(checkedOn)
  return formatUtcDate(date)
}

/** The site of a web address ("hdoa.hawaii.gov"), or undefined when it is not one. */
function siteOf(address: string): string | undefined {
  if (!/^https?:\/\//i.test(address)) return undefined
  try {
    return new URL(address).hostname.replace(/^www\./, '')
  } catch {
    return undefined
  }
}

/** Figures carried over from the original product have no outside page to point to. */
function unlinkedWords(source: string): string {
  return source === 'product spec' ? 'our planning notes (not an official page)' : source
}

/**
 * "Source: travel.dod.mil · Checked Nov 22, 2026": where a fact came from and how fresh it is,
 * in small secondary text under the fact. Renders nothing when there is no source to name.
 */
export function SourceNote({
  href,
  links,
  checkedOn,
  unlinked = 'hide',
  compact = false,
  spacing = 1,
}: SourceNoteProps) {
  const site = href === undefined ? undefined : siteOf(href)
  const pages: SourceNoteLink[] =
    href === undefined ? [...(links ?? [])] : site ? [{ url: href, text: site }] : []
  const words = href !== undefined && !site && unlinked === 'show' ? unlinkedWords(href) : undefined
  if (pages.length === 0 && words === undefined) return null
  return (
    <Typography
      variant="body2"
      color="text.secondary"
      sx={{ mt: spacing, ...(compact && { fontSize: '0.8125rem', overflowWrap: 'anywhere' }) }}
    >
      {pages.length > 1 ? 'Sources: ' : 'Source: '}
      {words}
      {pages.map((page, index) => (
        <Fragment key={page.url}>
          {index > 0 && ', '}
          <ExternalLink href={page.url} showIcon={false}>
            {page.text ?? siteOf(page.url) ?? page.url}
          </ExternalLink>
        </Fragment>
      ))}
      {checkedOn && ` · Checked ${formatChecked(checkedOn)}`}
    </Typography>
  )
}
