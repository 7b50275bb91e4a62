import { Fragment } from 'react'
import Link from '@mui/material/Link'
import Typography from '@mui/material/Typography'
import { ExternalLink } from '../ExternalLink'
import './source-note.css'
import { formatIsoDay, formatUtcDate, siteOf, utcDay } from '@/format'

/**
 * What kind of page a fact came from: an agency's or company's own (`official`), news or a
 * third-party summary (`secondary`), the VHP program's own terms and sample prices (`program`),
 * or our own planning advice, which is not a figure (`advice`).
 */
export type SourceNoteKind = 'official' | 'secondary' | 'program' | 'advice'

/** One page a note points to. */
export interface SourceNoteLink {
  /** The page's web address. */
  url: string
  /** The link's words; the site's name ("va.gov") when left out. */
  text?: string
  /** The kind of page, shown after it when the note names several kinds. */
  kind?: SourceNoteKind
  /** In a note for several facts, this page's own date and reading, so an old one is flagged. */
  sourceDate?: string
  checkedOn?: string
  timeless?: boolean
}

export interface SourceNoteProps {
  /**
   * The page the fact came from. A web address is linked by its site's name ("va.gov"); anything
   * else ("product spec") is not a page: see `unlinked`.
   */
  href?: string
  /** Several pages, for facts shown together: "Sources: va.gov, hawaii.gov". Used when no `href`. */
  links?: readonly SourceNoteLink[]
  /** Kinds of facts in a several-page note that have no page (program figures, our advice). */
  ownKinds?: readonly SourceNoteKind[]
  /** The kind of source: said in words before it, so nobody takes a blog for the agency. */
  kind?: SourceNoteKind
  /** The source's own date as it shows it ("news release, Aug 2005"); an old one is flagged. */
  sourceDate?: string
  /** When someone last read the source: an ISO date ("2026-11-23") or a Date (read in UTC). */
  checkedOn?: string | Date
  /** A fact that does not go stale (where a base is): an old source is not flagged. */
  timeless?: boolean
  /** Where to report that the fact is wrong; no action when left out. */
  reportHref?: string
  /**
   * The fact the report is about ("Direct release fee"): screen readers hear "Report a problem
   * with Direct release fee", so a page's many report links are told apart.
   */
  reportName?: string
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

/** A source whose own date is this many years older than its reading is flagged as old. */
export const OLD_SOURCE_YEARS = 3

/** What the note says first, at a glance: the kind of page (one, several). */
const KIND: Record<SourceNoteKind, [one: string, several: string]> = {
  official: ['Official source', 'Official sources'],
  secondary: ['Secondary source (not official)', 'Secondary sources (not official)'],
  program: ['VHP program figure', 'VHP program figures'],
  advice: [
    'Our planning advice (not an official page)',
    'Our planning advice (not official pages)',
  ],
}

/** A kind's name in a list of several ("Sources: official, secondary"). */
const KIND_IN_LIST: Record<SourceNoteKind, string> = {
  official: 'official',
  secondary: 'secondary (not official)',
  program: 'VHP program figures',
  advice: 'our planning advice',
}

function toDate(checkedOn: string | Date): Date {
  return typeof checkedOn === 'string' ? utcDay(checkedOn) : checkedOn
}

/** "2026-11-22" → "Nov 22, 2026", the same on every time zone and on the prerender server. */
function formatChecked(checkedOn: string | Date): string {
  return typeof checkedOn === 'string' ? formatIsoDay(checkedOn) : formatUtcDate(checkedOn)
}

/** True when the source's own date is `OLD_SOURCE_YEARS` or more before it was read. */
export function isOldSource(sourceDate: string | undefined, checkedOn: string | Date | undefined) {
  const year = sourceDate?.match(/\b(19|20)\d{2}\b/)?.[0]
  if (!year || checkedOn === undefined) return false
  const read = toDate(checkedOn).getUTCFullYear()
  return read - Number(year) >= OLD_SOURCE_YEARS
}

/**
 * A small link in a line of text still gets a 24 px tall tap area (WCAG 2.2 target size), without
 * moving the line: the padding grows the box, the negative margin gives the space back.
 */
const TARGET = { display: 'inline-block', py: '4px', my: '-4px', lineHeight: '16px' } as const

/** A long fact name cut at a word, so a link's name stays a name. */
function shorten(name: string, max = 80): string {
  if (name.length <= max) return name
  const cut = name.slice(0, max)
  return `${cut.slice(0, cut.lastIndexOf(' ') > 40 ? cut.lastIndexOf(' ') : max)}…`
}

/** Figures carried over from the original product have no outside page to point to. */
function unlinkedWords(source: string): string {
  return source === 'product spec' ? 'our planning notes (not an official page)' : source
}

function kindWords(kinds: (SourceNoteKind | undefined)[], several: boolean): string {
  const named = [...new Set(kinds)].filter((kind) => kind !== undefined)
  if (named.length === 1 && kinds.every(Boolean)) return KIND[named[0]!][several ? 1 : 0]
  if (named.length === 0) return several ? 'Sources' : 'Source'
  return `Sources: ${named.map((kind) => KIND_IN_LIST[kind]).join(', ')}`
}

/**
 * Where a fact came from, in small secondary text under it: at a glance the kind of page and how
 * old ("Official source · read Nov 23, 2026"), and with a tap (a details disclosure, which works
 * without JavaScript) the pages, their own dates and "Report a problem". Renders nothing when
 * there is no source to name (docs/decisions.md#d-32-4).
 */
export function SourceNote({
  href,
  links,
  ownKinds = [],
  kind,
  sourceDate,
  checkedOn,
  timeless = false,
  reportHref,
  reportName,
  unlinked = 'hide',
  compact = false,
  spacing = 1,
}: SourceNoteProps) {
  const site = href === undefined ? undefined : siteOf(href)
  const pages: SourceNoteLink[] =
    href === undefined ? [...(links ?? [])] : site ? [{ url: href, text: site, kind }] : []
  const kinds = pages.map((page) => page.kind ?? kind)
  const mixed = new Set(kinds).size > 1
  const noteKind = mixed ? undefined : (kinds[0] ?? kind)
  // The program's figures and our advice have no outside page: the kind alone is the note.
  const program = noteKind === 'program' || noteKind === 'advice'
  const words =
    href !== undefined && !site && unlinked === 'show' && !program ? unlinkedWords(href) : undefined
  if (pages.length === 0 && words === undefined && !program) return null
  const old =
    (!timeless && isOldSource(sourceDate, checkedOn)) ||
    pages.some((page) => !page.timeless && isOldSource(page.sourceDate, page.checkedOn))
  const several = pages.length > 1

  // At a glance: the kind and the age. One tap away: the pages, their date, the report link.
  const glance = [
    words === undefined
      ? kindWords(pages.length > 0 ? [...kinds, ...ownKinds] : [kind], several)
      : `Source: ${words}`,
    checkedOn && !program && `read ${formatChecked(checkedOn)}`,
    old && 'an old source: confirm with the office before you act',
  ]
    .filter(Boolean)
    .join(' · ')
  const shownPages = program ? [] : pages
  const hasDetails = shownPages.length > 0 || Boolean(sourceDate) || Boolean(reportHref)
  const type = {
    variant: 'body2',
    color: 'text.secondary',
    sx: { mt: spacing, ...(compact && { fontSize: '0.8125rem', overflowWrap: 'anywhere' }) },
  } as const
  if (!hasDetails)
    return (
      <Typography {...type} className="source-note">
        {glance}
      </Typography>
    )
  return (
    <Typography {...type} component="details" className="source-note">
      <summary>{glance}</summary>
      <span>
        {shownPages.map((page, index) => (
          <Fragment key={page.url}>
            {index > 0 && ', '}
            <ExternalLink href={page.url} showIcon={false} sx={TARGET}>
              {page.text ?? siteOf(page.url) ?? page.url}
            </ExternalLink>
            {mixed && page.kind && ` (${page.kind})`}
            {page.sourceDate && `, dated ${page.sourceDate}`}
          </Fragment>
        ))}
        {sourceDate && `${shownPages.length > 0 ? ', dated' : 'Dated'} ${sourceDate}`}
        {reportHref && (
          // A control, not content: kept out of the search index and its excerpts.
          <span data-pagefind-ignore="all">
            {(shownPages.length > 0 || sourceDate) && ' · '}
            {/* A label, not hidden text: the fact's words would otherwise appear twice on the page. */}
            <Link
              href={reportHref}
              color="inherit"
              sx={TARGET}
              aria-label={reportName && `Report a problem with ${shorten(reportName)}`}
            >
              Report a problem
            </Link>
          </span>
        )}
      </span>
    </Typography>
  )
}
