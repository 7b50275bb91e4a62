import type { PlannedItem } from './timeline'
import { addDays } from './timeline'

function dateArray(date: string): [number, number, number] {
  const [year, month, day] = date.split('-').map(Number)
  return [year!, month!, day!]
}

/** An iCalendar file with one all-day event per unticked item, on its due date. */
export async function buildCalendar(
  plan: readonly PlannedItem[],
  completed: ReadonlySet<number>,
): Promise<string> {
  // The ics library is only needed on this click: keep it out of the page's first load.
  const { createEvents } = await import('ics')
  const events = plan
    .filter((planned) => !completed.has(planned.index))
    .map((planned) => ({
      title: planned.item.title,
      description: planned.item.hint,
      start: dateArray(planned.due),
      end: dateArray(addDays(planned.due, 1)),
      uid: `hawaii-pcs-${planned.index}-${planned.due}@hawaii-pcs-planner`,
      productId: 'hawaii-pcs-planner/checklist',
      calName: 'Hawaii PCS plan',
      busyStatus: 'FREE' as const,
      transp: 'TRANSPARENT' as const,
    }))
  const { error, value } = createEvents(events)
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
