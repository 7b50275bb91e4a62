// Persona: a family that puts the plan in its calendar and prints it for the fridge.
import { readFileSync } from 'node:fs'
import { expect, test } from '@playwright/test'
import { openSourceLine } from '../helpers'
import { openChecklist, pinToday, typeReportDate } from './journey'

test.beforeEach(async ({ page }) => pinToday(page))

test('the calendar file has one event per item on its own day, each with a reminder and a link', async ({
  page,
}) => {
  await openChecklist(page)
  await typeReportDate(page, '04262027')
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Add to calendar' }).click(),
  ])
  const text = readFileSync(await download.path(), 'utf8').replace(/\r\n /g, '')
  const events = text.split('BEGIN:VEVENT').slice(1)
  expect(events).toHaveLength(20)
  const perDay = new Map<string, number>()
  for (const event of events) {
    const day = /DTSTART;VALUE=DATE:(\d{8})/.exec(event)![1]!
    perDay.set(day, (perDay.get(day) ?? 0) + 1)
    expect(event).toContain('BEGIN:VALARM')
    expect(event).toMatch(/URL:http:\/\/[^/]+\/(pcs-toolkit|housing)\//)
    expect(event).toMatch(/DESCRIPTION:(Suggested|Deadline)/)
  }
  expect(Math.max(...perDay.values())).toBeLessThanOrEqual(3)
  // Nothing before arrival is dated after it: lodging is booked before Apr 26.
  const lodging = events.find((e) => e.includes('SUMMARY:Book temporary lodging'))!
  expect(/DTSTART;VALUE=DATE:(\d{8})/.exec(lodging)![1]! < '20270426').toBe(true)
})

test('the printed plan is the 20 dated items on at most two Letter pages, without the date box or report links @desktop-only', async ({
  page,
}) => {
  await openChecklist(page)
  await typeReportDate(page, '04262027')
  await expect(page.getByRole('heading', { name: '4–6 months out' })).toBeVisible()
  // An item's source line, opened: its report link shows on screen, not on paper.
  const reportable = page
    .getByRole('main')
    .locator('details.source-note')
    .filter({ has: page.getByRole('link', { name: /Report a problem/, includeHidden: true }) })
  const line = await openSourceLine(reportable.first().locator('..'))
  await expect(line.getByRole('link', { name: /Report a problem/ })).toBeVisible()
  await page.emulateMedia({ media: 'print' })
  await expect(page.getByLabel('Your report date')).toBeHidden()
  await expect(line.getByRole('link', { name: /Report a problem/ })).toBeHidden()
  await expect(page.getByRole('checkbox')).toHaveCount(20)
  const pdf = await page.pdf({ format: 'Letter' })
  const pages = pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? []
  expect(pages.length).toBeGreaterThan(0)
  expect(pages.length).toBeLessThanOrEqual(2)
})
