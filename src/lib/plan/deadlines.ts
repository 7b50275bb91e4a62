// A family's own deadlines: the rules of src/data/deadline-rules.ts counted from the family's own
// dates (docs/decisions.md#d-34-1). Pure: the same profile and today give the same list.
import {
  type DeadlineAnchor,
  type DeadlineRule,
  deadlineRules,
  type PetAirport,
} from '@/data/deadline-rules'
import { gradeLabel, type SchoolGrade } from '@/data/school-grades'
import { addDays, type CalendarDate, daysBetween, toDayNumber } from '@/lib/dates/calendar-date'
import { childrensGrades } from './applies'

/** What the family told us about its move; every field optional. Dates are Hawaii calendar dates. */
export interface MoveProfile {
  /** The report date: the day the service member arrives. */
  readonly reportDate?: CalendarDate
  readonly detachDate?: CalendarDate
  readonly installation?: string
  readonly pets?: { readonly dogs: number; readonly cats: number }
  readonly petArrivalDate?: CalendarDate
  readonly petAirport?: PetAirport
  readonly vehicles?: number
  /** When the first car is ready at the Hawaii port. */
  readonly carArrivalDate?: CalendarDate
  readonly firearms?: boolean
  readonly firearmArrivalDate?: CalendarDate
  readonly children?: number
  /** Each child's grade at the Hawaii school, in order; '' for a grade not given yet. */
  readonly childGrades?: readonly (SchoolGrade | '')[]
  /** The children's first day of school, from the school's own calendar. */
  readonly schoolStartDate?: CalendarDate
  readonly boat?: boolean
}

/** One dated deadline, or the rule in words when its anchor date is missing. */
export interface Deadline {
  /** Unique in the list: the rule's id, and the child's number for a rule per child. */
  readonly id: string
  readonly ruleId: string
  readonly title: string
  /** The last day to do it; null while the date it counts from is unknown. */
  readonly date: CalendarDate | null
  /** The date it counts from (the pet's landing, the car's arrival, the later arrival). */
  readonly anchorDate: CalendarDate | null
  /** Days from today to `date`: negative when it has passed. */
  readonly daysLeft: number | null
  /** "At least 10 days before your pet lands in Honolulu". */
  readonly wording: string
  readonly source: {
    readonly url: string
    readonly title: string
    readonly kind: DeadlineRule['sourceKind']
    readonly checkedOn: string | undefined
  }
}

/** A real calendar date, or undefined: a date that does not exist counts as missing. */
function real(date: CalendarDate | undefined): CalendarDate | undefined {
  return date !== undefined && toDayNumber(date) !== null ? date : undefined
}

/** The later of two dates, or null unless both are known. */
function later(a: CalendarDate | undefined, b: CalendarDate | undefined): CalendarDate | null {
  if (a === undefined || b === undefined) return null
  return daysBetween(a, b) > 0 ? b : a
}

function anchorDate(anchor: DeadlineAnchor, profile: MoveProfile): CalendarDate | null {
  switch (anchor) {
    case 'petArrival':
      return real(profile.petArrivalDate) ?? null
    case 'carArrival':
      return real(profile.carArrivalDate) ?? null
    case 'firearmArrival':
      // HRS §134-3(a): the later of the person's arrival and the firearm's.
      return later(real(profile.reportDate), real(profile.firearmArrivalDate))
    case 'schoolStart':
      return real(profile.schoolStartDate) ?? null
  }
}

/**
 * Whether a rule is for this family. Only an answer of none (no pets, no vehicles, no firearms)
 * or a pet landing at another airport leaves a rule out; a question not yet answered keeps it.
 */
function applies(rule: DeadlineRule, profile: MoveProfile): boolean {
  switch (rule.subject) {
    case 'pets': {
      const { pets, petAirport } = profile
      if (pets !== undefined && pets.dogs + pets.cats <= 0) return false
      return petAirport === undefined || rule.airports === undefined
        ? true
        : rule.airports.includes(petAirport)
    }
    case 'vehicles':
      return profile.vehicles === undefined || profile.vehicles > 0
    case 'firearms':
      return profile.firearms !== false
    case 'children':
      return profile.children === undefined || profile.children > 0
  }
}

/**
 * Who a rule's deadline is for: everyone (one deadline), or, for a per-child rule once grades
 * are given, each child in kindergarten to grade 12 ("Child 2, Grade 3"); preschool is not.
 */
function forWhom(rule: DeadlineRule, profile: MoveProfile): { suffix: string; title: string }[] {
  const grades = childrensGrades(profile)
  if (!rule.perChild || !grades.some((g) => g !== '')) return [{ suffix: '', title: rule.title }]
  return grades.flatMap((grade, i) =>
    grade === 'PK'
      ? []
      : [
          {
            suffix: `-child-${i + 1}`,
            title: `${rule.title}: Child ${i + 1}${grade ? `, ${gradeLabel(grade)}` : ''}`,
          },
        ],
  )
}

/**
 * The family's deadlines: every rule that applies, dated from the family's own dates, earliest
 * first, then the ones still waiting for a date (in the rules' order).
 */
export function deadlinesFor(profile: MoveProfile, today: CalendarDate): Deadline[] {
  if (toDayNumber(today) === null) throw new Error(`Not a calendar date: ${today}`)
  const list = deadlineRules
    .filter((rule) => applies(rule, profile))
    .flatMap((rule) => forWhom(rule, profile).map((who) => ({ rule, who })))
    .map(({ rule, who }): Deadline => {
      const from = anchorDate(rule.anchor, profile)
      const date = from === null ? null : addDays(from, rule.offsetDays)
      return {
        id: `${rule.id}${who.suffix}`,
        ruleId: rule.id,
        title: who.title,
        date,
        anchorDate: from,
        daysLeft: date === null ? null : daysBetween(today, date),
        wording: rule.when,
        source: {
          url: rule.source,
          title: rule.sourceTitle,
          kind: rule.sourceKind,
          checkedOn: rule.checkedOn,
        },
      }
    })
  const dated = list.filter((d) => d.date !== null)
  // ISO dates sort as text.
  dated.sort((a, b) => (a.date ?? '').localeCompare(b.date ?? ''))
  return [...dated, ...list.filter((d) => d.date === null)]
}
