import { siteOf } from '@/format'
import type { FactConflict, FactRecord } from './register'

/** A fact read longer ago than this is due for review; twice as long, and the check fails. */
export const REVIEW_AFTER_MONTHS = 12
export const FAIL_AFTER_MONTHS = 24

// A results page is not a source: it changes with every search.
const SEARCH_HOSTS = /(^|\.)(google|bing|duckduckgo|yahoo|ask)\.[a-z.]+$/
// A listing site's home page shows whatever is listed today, not the fact.
const LISTING_HOSTS =
  /(^|\.)(zillow|realtor|redfin|trulia|apartments|craigslist|hotpads|booking|expedia|hotels|tripadvisor|yelp)\.com$/

export interface FactProblem {
  readonly id: string
  readonly problem: string
}

export interface FactCheck {
  readonly errors: FactProblem[]
  /** Read more than REVIEW_AFTER_MONTHS ago: printed, not failed. */
  readonly due: FactProblem[]
}

function monthsBetween(from: string, to: string): number {
  const [fy, fm, fd] = from.split('-').map(Number) as [number, number, number]
  const [ty, tm, td] = to.split('-').map(Number) as [number, number, number]
  return (ty - fy) * 12 + (tm - fm) - (td < fd ? 1 : 0)
}

function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false
  const date = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value)
}

function sourceProblem(source: string): string | undefined {
  let url: URL
  try {
    url = new URL(source)
  } catch {
    return `source is not a web address: "${source}"`
  }
  if (url.protocol !== 'https:') return `source is not https: ${source}`
  const host = siteOf(source) ?? url.hostname
  if (SEARCH_HOSTS.test(host)) return `a search engine is not a source: ${source}`
  if (LISTING_HOSTS.test(host) && url.pathname.replace(/\/+$/, '') === '')
    return `a listing site's home page is not a source: ${source}`
  return undefined
}

/** One fact's problems under the register's rules, on `today` (ISO date). */
export function factProblems(fact: FactRecord, today: string): string[] {
  const problems: string[] = []
  if (!fact.kind) return ['no kind of source (official, secondary, program or advice)']
  if (fact.kind === 'program' || fact.kind === 'advice') {
    if (fact.checkedOn)
      problems.push(
        `${fact.kind === 'program' ? 'a program figure' : 'our advice'} carries no read date`,
      )
    return problems
  }
  const bad = sourceProblem(fact.source)
  if (bad) problems.push(bad)
  // The page's own date: the old-source warning reads its year, so a rule citation cannot sit here.
  if (fact.sourceDate !== null && !/\b(19|20)\d{2}\b/.test(fact.sourceDate))
    problems.push(`source date has no year to read: "${fact.sourceDate}"`)
  if (!fact.checkedOn) problems.push('no read date')
  else if (!isIsoDate(fact.checkedOn)) problems.push(`read date is not a date: ${fact.checkedOn}`)
  else if (fact.checkedOn > today) problems.push(`read date ${fact.checkedOn} is in the future`)
  else if (monthsBetween(fact.checkedOn, today) >= FAIL_AFTER_MONTHS)
    problems.push(`read ${fact.checkedOn}, more than ${FAIL_AFTER_MONTHS} months ago`)
  return problems
}

/** Every rule over the whole register: errors fail CI; `due` lists facts to read again soon. */
export function checkFacts(
  facts: readonly FactRecord[],
  conflicts: readonly FactConflict[],
  today: string,
): FactCheck {
  const errors: FactProblem[] = facts.flatMap((fact) =>
    factProblems(fact, today).map((problem) => ({ id: fact.id, problem })),
  )
  for (const c of conflicts) {
    errors.push({
      id: c.id,
      problem: `two facts with this id say different things: "${c.statements[0]}" / "${c.statements[1]}"`,
    })
  }
  const due = facts
    .filter(
      (f) =>
        f.checkedOn &&
        isIsoDate(f.checkedOn) &&
        f.checkedOn <= today &&
        monthsBetween(f.checkedOn, today) >= REVIEW_AFTER_MONTHS &&
        monthsBetween(f.checkedOn, today) < FAIL_AFTER_MONTHS,
    )
    .map((f) => ({ id: f.id, problem: `read ${f.checkedOn}: due for review` }))
  // A yearly table is due once its next year starts, however recently it was read.
  const listed = new Set(due.map((d) => d.id))
  for (const f of facts)
    if (f.reviewFrom && f.reviewFrom <= today && !listed.has(f.id))
      due.push({ id: f.id, problem: `due for review from ${f.reviewFrom}: a new year's figures` })
  return { errors, due }
}
