// Persona: a signed-in family ticking on a phone in a hotel lobby loses signal half-way.
import { expect, test, type Page } from '@playwright/test'
import { checklistItems } from '../../../src/data/checklist'
import { signIn, signUp } from '../accounts'
import { waitForHydration } from '../helpers'
import {
  backOnline,
  box,
  openChecklist,
  pinToday,
  stillOffline,
  waitForOfflineCopy,
} from './journey'

// These tests read pages the service worker saved: it runs here (blocked elsewhere).
test.use({ serviceWorkers: 'allow' })

const titles = checklistItems.map((item) => item.title)
const [first, second, third, fourth] = titles as [string, string, string, string]

test.beforeEach(async ({ page }) => pinToday(page))

/** The page knows who is signed in and has read the account's progress. */
async function accountLoaded(page: Page) {
  await expect(page.getByText('Every answer is optional and saved to your account.')).toBeVisible()
  await expect(page.getByText('Loading your saved progress…')).toHaveCount(0)
}

async function signUpAndOpenChecklist(page: Page) {
  await signUp(page)
  await openChecklist(page)
  await accountLoaded(page)
}

test('ticks made offline are kept, shown after an offline reload, and saved when the signal returns', async ({
  page,
  context,
}) => {
  // A sign-up, the whole site saved ahead, two reloads: 40 s alone, past a minute on a busy CI.
  test.setTimeout(120_000)
  await signUp(page)
  await openChecklist(page)
  await box(page, first).click()
  await expect(page.getByText('Item completed!')).toBeVisible()
  await waitForOfflineCopy(page)

  await context.setOffline(true)
  await box(page, second).click()
  await box(page, third).click()
  await expect(
    page.getByRole('status').filter({ hasText: 'Offline: showing your progress from' }),
  ).toContainText('2 changes kept on this device')

  // The page itself opens offline, with the progress and the ticks not yet sent.
  await page.reload()
  await waitForHydration(page)
  await stillOffline(page)
  await expect(page.getByText(/^Offline: showing your progress from/)).toBeVisible()
  for (const title of [first, second, third]) await expect(box(page, title)).toBeChecked()
  await expect(page.getByText('3 of 20 done')).toBeVisible()

  // A page not opened before opens too: it was saved ahead.
  await page.goto('/pcs-toolkit/boat-shipping')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await waitForHydration(page)
  await page.goBack()
  await waitForHydration(page)
  await stillOffline(page)

  await expect(box(page, third)).toBeChecked()
  await backOnline(page)
  // Back online, the page says it is sending the two changes, then that it has nothing left.
  await expect(page.getByText(/Offline:|made while offline/)).toHaveCount(0, { timeout: 15_000 })
  await page.reload()
  await waitForHydration(page)
  await expect(page.getByText('Loading your saved progress…')).toHaveCount(0)
  for (const title of [first, second, third]) await expect(box(page, title)).toBeChecked()
  await expect(page.getByText(/made while offline/)).toHaveCount(0)
  // Nothing is left waiting in this browser: the changes are on the account.
  const unsent = () =>
    page.evaluate(() =>
      Object.keys(localStorage)
        .filter((key) => key.startsWith('hpp:queue:') && localStorage.getItem(key) !== '[]')
        .map((key) => `${key} ${localStorage.getItem(key)}`),
    )
  await expect.poll(unsent).toEqual([])
})

test('the signal comes back before the network does: the ticks kept are sent once it answers', async ({
  page,
  context,
}) => {
  // Two sends refused over about 20 s, then the one that gets through.
  test.setTimeout(120_000)
  await signUpAndOpenChecklist(page)
  await context.setOffline(true)
  await box(page, second).click()
  await box(page, third).click()
  await expect(page.getByText(/2 changes kept on this device/)).toBeVisible()

  // The phone says it is online, but nothing reaches the server yet (a hotel's Wi-Fi before its
  // sign-in page, one bar). supabase-js tries each read four times over 7 s, then the page's
  // send gives up; it has to try again on its own, as no second "online" event comes.
  let refused = 0
  await page.route('**/rest/v1/**', (route) => {
    refused += 1
    return route.abort('internetdisconnected')
  })
  await context.setOffline(false)
  // Until the server answers, the page says the two changes wait (as sending, or as offline
  // once a read has failed).
  await expect(page.getByRole('status').filter({ hasText: /2 changes/ })).toBeVisible()
  // A send, the reads after it, and a second send: past what one send and its reads ask.
  await expect.poll(() => refused, { timeout: 45_000 }).toBeGreaterThanOrEqual(30)
  await page.unroute('**/rest/v1/**')

  await expect(page.getByText(/Offline:|made while offline/)).toHaveCount(0, { timeout: 40_000 })
  await page.reload()
  await waitForHydration(page)
  for (const title of [second, third]) await expect(box(page, title)).toBeChecked()
})

test('changed twice while offline: the second change is the one the account keeps', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000)
  await signUpAndOpenChecklist(page)
  await box(page, fourth).click()
  await expect(page.getByText('Item completed!')).toBeVisible()

  // Offline, the spouse unticks an item and ticks it back, ticks another and changes her mind,
  // and answers the dogs twice, as people do.
  await context.setOffline(true)
  await box(page, fourth).click()
  await box(page, fourth).click()
  await box(page, second).click()
  await box(page, second).click()
  const dogs = page.getByLabel('Dogs')
  await dogs.selectOption('1')
  await dogs.selectOption('2')
  await expect(page.getByText(/6 changes kept on this device/)).toBeVisible()
  await expect(box(page, fourth)).toBeChecked()
  await expect(box(page, second)).not.toBeChecked()

  await backOnline(page)
  await expect(page.getByText(/Offline:|made while offline/)).toHaveCount(0, { timeout: 30_000 })
  // None of them is taken for another device's change.
  await expect(page.getByText(/kept the (state|answer) saved on your account/)).toHaveCount(0)
  await expect(box(page, fourth)).toBeChecked()
  await expect(box(page, second)).not.toBeChecked()
  await expect(dogs).toHaveValue('2')
  await page.reload()
  await waitForHydration(page)
  await accountLoaded(page)
  await expect(box(page, fourth)).toBeChecked()
  await expect(box(page, second)).not.toBeChecked()
  await expect(dogs).toHaveValue('2')
})

test('an offline tick of an item changed meanwhile on another device: the account keeps the newer state, and says so', async ({
  page,
  context,
  browser,
}) => {
  const email = await signUp(page)
  await openChecklist(page)
  await waitForOfflineCopy(page)
  await context.setOffline(true)
  await box(page, fourth).click()
  await expect(box(page, fourth)).toBeChecked()

  // Meanwhile the service member, online, ticks it and unticks it again.
  const other = await browser.newContext()
  const phone = await other.newPage()
  await signIn(phone, email)
  await expect(phone).toHaveURL(/\/$/)
  await openChecklist(phone)
  await box(phone, fourth).click()
  await expect(phone.getByText('Item completed!')).toBeVisible()
  await box(phone, fourth).click()
  await expect(phone.getByText('Item unmarked')).toBeVisible()
  await other.close()

  await context.setOffline(false)
  await expect(page.getByText(`"${fourth}" kept the state saved on your account.`)).toBeVisible({
    timeout: 15_000,
  })
  await expect(box(page, fourth)).not.toBeChecked()
})
