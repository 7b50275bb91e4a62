import { addDays } from '@/lib/dates/calendar-date'
import type { Deadline } from '@/lib/plan/deadlines'
import type { PlannedItem } from './timeline'

const CHECKLIST_PATH = '/pcs-toolkit/hawaii-checklist'

function dateArray(date: string): [number, number, number] {
  const [year, month, day] = date.split('-').map(Number)
  return [year!, month!, day!]
}

const CALENDAR = {
  productId: 'hawaii-pcs-planner/checklist',
  calName: 'Hawaii PCS plan',
  busyStatus: 'FREE' as const,
  transp: 'TRANSPARENT' as const,
}

/** All-day events start at midnight: 15 hours before is 9 AM the day before. */
const remindDayBefore = (title: string) => [
  {
    action: 'display' as const,
    description: `Tomorrow: ${title}`,
    trigger: { hours: 15, before: true },
  },
]

/**
 * An iCalendar file with one all-day event per unticked item on its own date, each with the
 * item's text, a link to its page and a reminder the day before at 9 AM; and one per family
 * deadline still to come (the pet's, the car's, the firearms'), with the rule and its source.
 */
export async function buildCalendar(
  plan: readonly PlannedItem[],
  completed: ReadonlySet<number>,
  origin: string,
  deadlines: readonly Deadline[] = [],
): Promise<string> {
  // The ics library is only needed on this click: keep it out of the page's first load.
  const { createEvents } = await import('ics')
  const events = plan
    .filter((planned) => !completed.has(planned.index))
    .map(({ item, index, due }) => ({
      title: item.title,
      description: `${item.window.label}.\n${item.hint}`,
      url: `${origin}${item.link ?? CHECKLIST_PATH}`,
      start: dateArray(due),
      end: dateArray(addDays(due, 1)),
      uid: `hawaii-pcs-${index}-${due}@hawaii-pcs-planner`,
      ...CALENDAR,
      alarms: remindDayBefore(item.title),
    }))
  const dated = deadlines
    .filter((d) => d.date !== null && (d.daysLeft ?? -1) >= 0)
    .map((d) => ({
      title: `Deadline: ${d.title}`,
      description: `${d.wording}.\nSource: ${d.source.title}`,
      url: d.source.url,
      start: dateArray(d.date!),
      end: dateArray(addDays(d.date!, 1)),
      uid: `hawaii-pcs-deadline-${d.id}-${d.date}@hawaii-pcs-planner`,
      ...CALENDAR,
      alarms: remindDayBefore(d.title),
    }))
  const { error, value } = createEvents([...events, ...dated])
  if (error || !value) throw error ?? new Error('The calendar file could not be made.')
  return value
}

/** Hands a text file to the browser as a download. */
export function downloadFile(name: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }))
  const link = document.createElement('a')
  link.href = url
  link.download = name
  link.click()
  setTimeout(() => URL.revokeObjectURL(url), 0)
}
