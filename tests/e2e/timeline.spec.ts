import { readFileSync } from 'node:fs'
import { expect, test, type Page } from '@playwright/test'
import { checklistItems } from '../../src/data/checklist'
import { signIn, signUp } from './accounts'
import { waitForHydration } from './helpers'

const PATH = '/pcs-toolkit/hawaii-checklist'
const petTitle = "Start your pet's Hawaii paperwork"

async function open(page: Page) {
  await page.goto(PATH)
  await waitForHydration(page)
  await expect(page.getByText('Loading your saved progress…')).toHaveCount(0)
}

async function setDate(page: Page, date: string) {
  await page.getByLabel('Your report date').fill(date)
}

// The page's "today" comes from the browser clock: pin it so the phases and days are exact.
test.beforeEach(async ({ page }) => {
  await page.clock.setFixedTime(new Date('2026-11-22T10:00:00'))
})

test('without a date the checklist is the plain list', async ({ page }) => {
  await open(page)
  await expect(page.getByRole('list', { name: 'Checklist items' })).toBeVisible()
  await expect(page.getByRole('heading', { name: '4–6 months out' })).toHaveCount(0)
})

test('a report date groups the items by phase with due dates and a summary', async ({ page }) => {
  await open(page)
  await setDate(page, '2027-06-15')
  await expect(page.getByText('205 days until your report date (Tue, Jun 15, 2027).')).toBeVisible()
  for (const phase of ['4–6 months out', 'Last 2 weeks', 'After arrival']) {
    await expect(page.getByRole('heading', { name: phase })).toBeVisible()
  }
  const pets = page.getByRole('list', { name: '4–6 months out' })
  await expect(pets.getByRole('checkbox', { name: petTitle })).toBeVisible()
  await expect(pets.getByText('Suggested by Sat, Jan 16, 2027')).toBeVisible()
  await expect(page.getByText(/^Next: /)).toBeVisible()
})

test('unticked items past their date are marked overdue', async ({ page }) => {
  await open(page)
  await setDate(page, '2027-01-10') // the pet paperwork was suggested by Aug 13, 2026
  await expect(page.getByText('Overdue · Suggested by Thu, Aug 13, 2026')).toBeVisible()
  await expect(page.getByText(/items? (is|are) past (its|their) dates?\./)).toBeVisible()
})

test('an anonymous visitor keeps the date in this browser after a reload', async ({ page }) => {
  await open(page)
  await setDate(page, '2027-06-15')
  await expect(page.getByRole('heading', { name: '4–6 months out' })).toBeVisible()
  await page.reload()
  await expect(page.getByLabel('Your report date')).toHaveValue('2027-06-15')
  await page.getByRole('button', { name: 'Clear date' }).click()
  await expect(page.getByRole('list', { name: 'Checklist items' })).toBeVisible()
})

test('a signed-in date is saved on the profile and follows the user to another browser', async ({
  page,
  browser,
}) => {
  const email = await signUp(page)
  await open(page)
  await setDate(page, '2027-06-15')
  await expect(page.getByRole('heading', { name: '4–6 months out' })).toBeVisible()
  await page.waitForLoadState('networkidle')

  const other = await browser.newContext()
  const second = await other.newPage()
  await second.clock.setFixedTime(new Date('2026-11-22T10:00:00'))
  await signIn(second, email)
  await expect(second).toHaveURL(/\/$/)
  await open(second)
  await expect(second.getByLabel('Your report date')).toHaveValue('2027-06-15')
  await expect(second.getByText('Suggested by Sat, Jan 16, 2027').first()).toBeVisible()
  await other.close()
})

test('Add to calendar downloads an .ics file with one event per unticked item', async ({
  page,
}) => {
  await open(page)
  await page.getByRole('checkbox', { name: checklistItems[0]!.title }).check()
  await setDate(page, '2027-06-15')
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Add to calendar' }).click(),
  ])
  expect(download.suggestedFilename()).toBe('hawaii-pcs-plan.ics')
  const text = readFileSync(await download.path(), 'utf8')
  const events = text.split('BEGIN:VEVENT').slice(1)
  expect(events).toHaveLength(19)
  const pet = events.find((e) => e.includes('DTSTART;VALUE=DATE:20270116'))
  expect(pet).toBeDefined()
  expect(text).toContain('END:VCALENDAR')
})

test('printing shows the plan without the site chrome @desktop-only', async ({ page }) => {
  await open(page)
  await setDate(page, '2027-06-15')
  await page.emulateMedia({ media: 'print' })
  await expect(page.getByRole('banner')).toBeHidden()
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden()
  await expect(page.getByRole('heading', { name: '4–6 months out' })).toBeVisible()
  // Without the family's dates there is no deadline to print, nor the questions.
  await expect(page.getByRole('heading', { name: 'Your move' })).toBeHidden()
  await expect(page.getByLabel('Dogs')).toBeHidden()
  await expect(page).toHaveScreenshot('checklist-print.png', { fullPage: true })
})
