import type { ChecklistTask } from '@/data/checklist'
import { addDays, toDayNumber, type CalendarDate } from '@/lib/dates/calendar-date'

export type PhaseId =
  'months4to6' | 'months2to3' | 'month1to2' | 'lastMonth' | 'last2weeks' | 'afterArrival'

export const phases: ReadonlyArray<{ id: PhaseId; title: string }> = [
  { id: 'months4to6', title: '4–6 months out' },
  { id: 'months2to3', title: '2–3 months out' },
  { id: 'month1to2', title: '1–2 months out' },
  { id: 'lastMonth', title: 'Last month' },
  { id: 'last2weeks', title: 'Last 2 weeks' },
  { id: 'afterArrival', title: 'After arrival' },
]

function phaseOf(daysBefore: number): PhaseId {
  if (daysBefore >= 120) return 'months4to6'
  if (daysBefore >= 60) return 'months2to3'
  if (daysBefore >= 30) return 'month1to2'
  if (daysBefore >= 15) return 'lastMonth'
  if (daysBefore >= 1) return 'last2weeks'
  return 'afterArrival'
}

export interface PlannedItem {
  index: number
  item: ChecklistTask
  phase: PhaseId
  /** The day it is due: a sourced deadline or our suggested date (the window's kind says which). */
  due: CalendarDate
  overdue: boolean
}

/** Each item with its phase and due date, for a report date, sorted by due date. */
export function planItems(
  items: readonly ChecklistTask[],
  reportDate: CalendarDate,
  completed: ReadonlySet<number>,
  today: CalendarDate,
): PlannedItem[] {
  const todayNumber = toDayNumber(today) ?? 0
  return items
    .map((item, index) => {
      const before = item.window.dueDaysBefore
      const due = addDays(reportDate, -before)
      const overdue = !completed.has(index) && (toDayNumber(due) ?? 0) < todayNumber
      return { index, item, phase: phaseOf(before), due, overdue }
    })
    .sort((a, b) => a.due.localeCompare(b.due) || a.index - b.index)
}
