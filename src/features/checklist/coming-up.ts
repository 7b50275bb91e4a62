// "What is next" at the top of the plan (issue #34 item 4): what is due in the next 14 days, what
// is overdue, and the next hard deadline, from the checklist's dates and the family's own.
import { daysBetween, type CalendarDate } from '@/lib/dates/calendar-date'
import type { Deadline } from '@/lib/plan/deadlines'
import type { PlannedItem } from './timeline'

export const SOON_DAYS = 14

export interface ComingUpEntry {
  /** A stable key: the item's index or the rule's id. */
  key: string
  title: string
  date: CalendarDate
  /** Days from today; negative when past. */
  daysLeft: number
  /** A sourced deadline (an item's or a family rule's), not one of our suggested dates. */
  hard: boolean
  /** Where a hard deadline comes from, for its source line. */
  source?: { href: string; kind: Deadline['source']['kind']; checkedOn?: string }
}

export interface ComingUp {
  /** Not done and past its date, earliest first. */
  overdue: ComingUpEntry[]
  /** Due from today to 14 days ahead, earliest first. */
  soon: ComingUpEntry[]
  /** The first hard deadline from today on, however far. */
  nextHard: ComingUpEntry | null
}

/**
 * The plan's open items (already limited to those that apply) and the family's dated deadlines,
 * sorted into overdue, the next 14 days and the next hard deadline. A family deadline past its
 * day is not listed as overdue: it cannot be ticked off, and the list below shows it.
 */
export function comingUp(
  plan: readonly PlannedItem[],
  completed: ReadonlySet<number>,
  deadlines: readonly Deadline[],
  today: CalendarDate,
): ComingUp {
  const entries: ComingUpEntry[] = [
    ...plan
      .filter((p) => !completed.has(p.index))
      .map((p) => ({
        key: `item-${p.index}`,
        title: p.item.title,
        date: p.due,
        daysLeft: daysBetween(today, p.due),
        hard: p.item.window.kind === 'deadline',
        source:
          p.item.window.kind === 'deadline'
            ? {
                href: p.item.window.source,
                kind: p.item.window.sourceKind,
                checkedOn: p.item.window.checkedOn,
              }
            : undefined,
      })),
    ...deadlines
      .filter((d) => d.date !== null && d.daysLeft !== null && d.daysLeft >= 0)
      .map((d) => ({
        key: `rule-${d.id}`,
        title: d.title,
        date: d.date!,
        daysLeft: d.daysLeft!,
        hard: true,
        source: { href: d.source.url, kind: d.source.kind, checkedOn: d.source.checkedOn },
      })),
  ].sort((a, b) => a.daysLeft - b.daysLeft || a.title.localeCompare(b.title))
  return {
    overdue: entries.filter((e) => e.daysLeft < 0),
    soon: entries.filter((e) => e.daysLeft >= 0 && e.daysLeft <= SOON_DAYS),
    nextHard: entries.find((e) => e.hard && e.daysLeft >= 0) ?? null,
  }
}
