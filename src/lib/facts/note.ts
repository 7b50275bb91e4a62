import type { Sourced, SourceKind } from '@/data/types'
import { siteOf } from '@/format'
import { factLabel, reportHref } from './fact-id'

/** What a source line needs (the design system's SourceNote props). */
export interface FactNoteProps {
  href?: string
  links?: {
    url: string
    text: string
    kind?: SourceKind
    sourceDate?: string
    checkedOn?: string
    timeless?: boolean
  }[]
  /** Kinds of facts in the line that have no page (program figures, our advice). */
  ownKinds?: SourceKind[]
  kind?: SourceKind
  sourceDate?: string
  checkedOn?: string
  timeless?: boolean
  reportHref: string
  /** The fact the report link is about, in words, for screen readers. */
  reportName?: string
}

/** A fact's source line: its page, kind, dates and where to report a problem with it. */
export function factNote(fact: Sourced): FactNoteProps {
  return {
    href: fact.source,
    kind: fact.sourceKind,
    sourceDate: fact.sourceDate,
    checkedOn: fact.checkedOn,
    timeless: fact.timeless,
    reportHref: reportHref(fact),
    reportName: factLabel(fact),
  }
}

/**
 * One source line for facts shown together (a card's text and its phone): each page once, named
 * by its site ("va.gov", "va.gov (2)"), with its kind and its own date (an old page is flagged),
 * the kinds of facts with no page (a program figure) and the latest date any page was read.
 */
export function factsNote(facts: readonly (Partial<Sourced> | undefined)[]): FactNoteProps {
  const shown = facts.filter((f): f is Sourced => typeof f?.source === 'string')
  if (shown.length === 1) return factNote(shown[0]!)
  const web = shown.filter((f) => siteOf(f.source) !== undefined)
  const seen = new Map<string, number>()
  const links = [...new Map(web.map((f) => [f.source, f])).values()].map((f) => {
    const site = siteOf(f.source) ?? f.source
    const count = (seen.get(site) ?? 0) + 1
    seen.set(site, count)
    const text = count > 1 ? `${site} (${count})` : site
    const { sourceKind: kind, sourceDate, checkedOn, timeless } = f
    return { url: f.source, text, kind, sourceDate, checkedOn, timeless }
  })
  const kinds = new Set(shown.map((f) => f.sourceKind))
  const ownKinds = [
    ...new Set(shown.filter((f) => !web.includes(f)).map((f) => f.sourceKind)),
  ].filter((kind) => kind === 'program' || kind === 'advice')
  const dates = web.map((f) => f.checkedOn).filter((d): d is string => Boolean(d))
  return {
    links,
    ownKinds,
    kind: kinds.size === 1 ? [...kinds][0] : undefined,
    checkedOn: dates.sort().at(-1),
    reportHref: shown[0] ? reportHref(shown[0]) : '/sources#report',
    reportName: shown[0] && factLabel(shown[0]),
  }
}

/** A step from the data as the design system's NumberedSteps draws it, with its source line. */
export function sourcedStep(step: Partial<Sourced> & { title: string; detail: string }): {
  title: string
  detail: string
  source?: FactNoteProps & { unlinked: 'show' }
} {
  // The whole step goes to factNote: its title names the fact its report link points to.
  const source = typeof step.source === 'string' ? factNote(step as Sourced) : undefined
  return {
    title: step.title,
    detail: step.detail,
    source: source && { ...source, unlinked: 'show' },
  }
}
