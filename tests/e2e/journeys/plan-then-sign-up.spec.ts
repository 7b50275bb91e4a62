// Persona: a spouse plans on a phone signed out, reloads, then signs up from the checklist.
import { expect, test } from '@playwright/test'
import { checklistItems } from '../../../src/data/checklist'
import { waitForHydration } from '../helpers'
import {
  CHECKLIST,
  box,
  openChecklist,
  pinToday,
  signUpByKeyboard,
  typeReportDate,
} from './journey'

const [orders, , housing] = checklistItems.map((item) => item.title) as [string, string, string]

test.beforeEach(async ({ page }) => pinToday(page))

test('a plan typed signed out survives a reload and sign-up, and lands back on the checklist', async ({
  page,
}) => {
  await openChecklist(page)
  await typeReportDate(page, '04262027')
  await expect(page.getByText('150 days until your report date (Mon, Apr 26, 2027).')).toBeVisible()
  await box(page, orders).click()
  // The sign-in hint shows once a visit, not on every tick.
  const hint = page.getByText('Please sign in to save your progress')
  await expect(hint).toBeVisible()
  await expect(hint).toHaveCount(0, { timeout: 15_000 })
  await box(page, housing).click()
  await expect(page.getByText('2 of 20 done')).toBeVisible()
  await expect(hint).toHaveCount(0)

  await page.reload()
  await waitForHydration(page)
  await expect(page.getByLabel('Your report date')).toHaveValue('2027-04-26')
  await expect(box(page, orders)).toBeChecked()
  await expect(box(page, housing)).toBeChecked()

  await page.getByRole('main').getByRole('link', { name: 'Sign in', exact: true }).click()
  await signUpByKeyboard(page)
  await expect(page).toHaveURL(new RegExp(`${CHECKLIST}$`))
  await expect(page.getByLabel('Your report date')).toHaveValue('2027-04-26')
  await expect(box(page, orders)).toBeChecked()
  await expect(box(page, housing)).toBeChecked()

  // Saved to the account: a reload reads them from the server, and nothing is left unsent.
  await expect(page.getByText(/made while offline/)).toHaveCount(0)
  await page.reload()
  await waitForHydration(page)
  await expect(page.getByText('Loading your saved progress…')).toHaveCount(0)
  await expect(page.getByLabel('Your report date')).toHaveValue('2027-04-26')
  await expect(box(page, orders)).toBeChecked()
  await expect(page.getByText('2 of 20 done')).toBeVisible()
  const stored = await page.evaluate(() => localStorage.getItem('hpp:anon-ticks'))
  expect(stored).toBeNull()
})

test('a signed-in visitor typing the date gets the year they typed, and a year out of range is refused', async ({
  page,
}) => {
  await openChecklist(page)
  await page.getByRole('main').getByRole('link', { name: 'Sign in', exact: true }).click()
  await signUpByKeyboard(page)
  await expect(page).toHaveURL(new RegExp(`${CHECKLIST}$`))
  await expect(page.getByText('Loading your saved progress…')).toHaveCount(0)

  await typeReportDate(page, '04262027')
  await expect(page.getByText('150 days until your report date (Mon, Apr 26, 2027).')).toBeVisible()
  await page.waitForLoadState('networkidle')
  await page.reload()
  await waitForHydration(page)
  await expect(page.getByText('Loading your saved progress…')).toHaveCount(0)
  await expect(page.getByLabel('Your report date')).toHaveValue('2027-04-26')

  await typeReportDate(page, '04261999')
  await expect(page.getByText('Enter a date between Nov 27, 2025 and Nov 27, 2029.')).toBeVisible()
  await page.reload()
  await waitForHydration(page)
  await expect(page.getByLabel('Your report date')).toHaveValue('2027-04-26')
})

test('the checklist prompt fits on a phone: "Sign in" stays on one line', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 })
  await openChecklist(page)
  const button = page.getByRole('main').getByRole('link', { name: 'Sign in', exact: true })
  // One line box for the words: they do not wrap.
  const lines = await button.evaluate((element) => {
    const range = document.createRange()
    range.selectNodeContents(element)
    return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size
  })
  expect(lines).toBe(1)
})
