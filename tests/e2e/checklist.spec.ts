import { expect, test, type Page } from '@playwright/test'
import { checklistItems } from '../../src/data/checklist'
import { signIn, signOut, signUp } from './accounts'
import { waitForHydration } from './helpers'

const PATH = '/pcs-toolkit/hawaii-checklist'
const first = checklistItems[0]!.title
const second = checklistItems[1]!.title

function box(page: Page, title: string) {
  return page.getByRole('checkbox', { name: title, exact: true })
}

async function openChecklist(page: Page) {
  await page.goto(PATH)
  await waitForHydration(page)
  await expect(page.getByRole('heading', { level: 1, name: 'Hawaii PCS checklist' })).toBeVisible()
  await expect(page.getByText('Loading your saved progress…')).toHaveCount(0)
}

test('shows the 20 items and a progress count', async ({ page }) => {
  await openChecklist(page)
  await expect(
    page.getByRole('list', { name: 'Checklist items' }).getByRole('checkbox'),
  ).toHaveCount(20)
  await expect(page.getByText('0 of 20 done')).toBeVisible()
})

test('an anonymous tick shows at once, is not saved, and asks the visitor to sign in', async ({
  page,
}) => {
  await openChecklist(page)
  await box(page, first).check()
  await expect(box(page, first)).toBeChecked()
  await expect(page.getByText('1 of 20 done')).toBeVisible()
  await expect(page.getByText('Please sign in to save your progress')).toBeVisible()
  // The checklist's own prompt brings the visitor back here after signing in.
  await page.getByRole('main').getByRole('link', { name: 'Sign in', exact: true }).click()
  await expect(page).toHaveURL(/\/auth\?next=%2Fpcs-toolkit%2Fhawaii-checklist$/)
})

test('a signed-in tick is saved and still there after a reload; another user sees none of it', async ({
  page,
  browser,
}) => {
  await signUp(page)
  await openChecklist(page)
  await box(page, first).check()
  await expect(page.getByText('Item completed!')).toBeVisible()
  await page.reload()
  await expect(page.getByText('Loading your saved progress…')).toHaveCount(0)
  await expect(box(page, first)).toBeChecked()
  await expect(page.getByText('1 of 20 done')).toBeVisible()
  await box(page, first).uncheck()
  await expect(page.getByText('Item unmarked')).toBeVisible()
  await box(page, second).check()
  await expect(page.getByText('Item completed!').first()).toBeVisible()

  const other = await browser.newPage()
  await signUp(other)
  await openChecklist(other)
  await expect(other.getByText('0 of 20 done')).toBeVisible()
  await expect(box(other, second)).not.toBeChecked()
  await other.close()
})

test('a failed save puts the tick back and says so', async ({ page }) => {
  await signUp(page)
  await openChecklist(page)
  await page.route('**/rest/v1/checklist_progress*', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"down"}' })
      : route.continue(),
  )
  // click, not check(): the failed save may put the box back before check() looks.
  await box(page, first).click()
  await expect(page.getByText('Failed to save progress')).toBeVisible()
  await expect(box(page, first)).not.toBeChecked()
})

test('while one item saves, the others wait and ignore toggles', async ({ page }) => {
  await signUp(page)
  await openChecklist(page)
  let release: () => void = () => undefined
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/rest/v1/checklist_progress*', async (route) => {
    if (route.request().method() === 'POST') await held
    await route.continue()
  })
  await box(page, first).check()
  await expect(box(page, second)).toBeDisabled()
  await box(page, second).click({ force: true })
  release()
  await expect(page.getByText('Item completed!')).toBeVisible()
  await expect(box(page, second)).toBeEnabled()
  await expect(box(page, second)).not.toBeChecked()
  await expect(page.getByText('1 of 20 done')).toBeVisible()
})

test('all 20 done shows Done! and the congratulation card; signing out resets every item', async ({
  page,
}) => {
  test.slow() // twenty saves, one after another
  const email = await signUp(page)
  await openChecklist(page)
  for (const item of checklistItems) {
    await box(page, item.title).check()
    await expect(box(page, item.title)).toBeEnabled()
  }
  await expect(page.getByText('20 of 20 done')).toBeVisible()
  await expect(page.getByText('Done!')).toBeVisible()
  await expect(page.getByRole('heading', { name: /Congratulations/ })).toBeVisible()
  await signOut(page)
  await openChecklist(page)
  await expect(page.getByText('0 of 20 done')).toBeVisible()
  await expect(page.getByRole('heading', { name: /Congratulations/ })).toHaveCount(0)
  // And the saved ticks come back on signing in again.
  await signIn(page, email)
  await expect(page).toHaveURL(/\/$/)
  await openChecklist(page)
  await expect(page.getByText('20 of 20 done')).toBeVisible()
})
