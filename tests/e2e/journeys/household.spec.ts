// Persona: a Navy spouse runs the plan on a laptop; the service member, at a training course,
// joins from a phone through the link she sends, and both tick the one checklist.
import { readFileSync } from 'node:fs'
import { expect, test, type Browser, type Page } from '@playwright/test'
import { returningVisitor, waitForHydration } from '../helpers'
import {
  CHECKLIST,
  backOnline,
  box,
  openChecklist,
  pinToday,
  signUpByKeyboard,
  stillOffline,
  typeReportDate,
} from './journey'

const ORDERS = 'Take your orders to your transportation office (TMO)'
const HOUSING = 'Research housing near your new base'
const RECORDS = 'Hand-carry your military records'
const UNUSABLE = 'This invite link cannot be used. Ask for a new one.'

test.beforeEach(async ({ page }) => pinToday(page))

/** The list item of a checklist item: its box, its byline. */
const item = (page: Page, title: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('checkbox', { name: title }) })

/** Ticks (or unticks) an item and waits until it is saved. */
async function tick(page: Page, title: string, checked = true) {
  await box(page, title).click()
  await expect(box(page, title)).toBeChecked({ checked })
  await expect(page.getByRole('progressbar', { name: `Saving ${title}` })).toHaveCount(0)
}

/** The person comes back to the tab (the page is shown again): what it shows is read again. */
async function comeBack(page: Page) {
  await page.evaluate(() =>
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true })),
  )
}

/** Signs up on the account page's way in and makes an invite link there. */
async function ownerWithLink(page: Page) {
  await returningVisitor(page)
  await page.goto('/auth?tab=signup')
  await waitForHydration(page)
  const email = await signUpByKeyboard(page)
  await openChecklist(page)
  // Ticked and dated before there is a household: they become the household's.
  await tick(page, ORDERS)
  await typeReportDate(page, '04262027')
  await expect(page.getByLabel('Your report date')).toHaveValue('2027-04-26')
  return { email, link: await newLink(page) }
}

async function newLink(page: Page) {
  await page.goto('/account')
  await waitForHydration(page)
  await page.getByRole('button', { name: /^Create (another )?invite link$/ }).click()
  const field = page.getByRole('textbox', { name: 'Invite link' })
  await expect(field).toHaveValue(/\/household\/join#[0-9a-f]{64}$/)
  return field.inputValue()
}

/** Another person, on their own device, opens the link and signs up through it. */
async function newcomer(browser: Browser, page: Page, link: string) {
  const context = await browser.newContext({ viewport: page.viewportSize() })
  const other = await context.newPage()
  await pinToday(other)
  await returningVisitor(other)
  await other.goto(link)
  await waitForHydration(other)
  // The token leaves the address bar (and the history) at once.
  await expect(other).toHaveURL(/\/household\/join$/)
  await other.getByRole('link', { name: 'Sign up' }).click()
  await expect(other).toHaveURL(/\/auth\?tab=signup/)
  await waitForHydration(other)
  const email = await signUpByKeyboard(other)
  await expect(other).toHaveURL(/\/household\/join$/)
  return { other, email }
}

async function join(page: Page) {
  await page.getByRole('button', { name: 'Join household' }).click()
  await expect(
    page.getByText('You joined the household. Your checklist is now shared.'),
  ).toBeVisible()
  await expect(page).toHaveURL(new RegExp(`${CHECKLIST}$`))
  await expect(page.getByText('Loading your saved progress…')).toHaveCount(0)
}

test('a spouse invites the service member, who signs up through the link and ticks; she sees who ticked it without reloading, removes him, and the used link fails for anyone else', async ({
  page,
  browser,
}) => {
  // Three people sign up and two devices take turns: 26 s alone, over a minute beside two workers.
  test.setTimeout(120_000)
  const owner = await ownerWithLink(page)
  await openChecklist(page)

  const { other: member, email } = await newcomer(browser, page, owner.link)
  await join(member)
  // The household's list: her tick, with her name on it.
  await expect(box(member, ORDERS)).toBeChecked()
  await expect(item(member, ORDERS)).toContainText(`Ticked by ${owner.email}`)
  // Her report date is his: the same dated plan.
  await expect(member.getByLabel('Your report date')).toHaveValue('2027-04-26')
  await tick(member, HOUSING)
  await expect(item(member, HOUSING)).toContainText('Ticked by you')
  await member.getByLabel('Vehicles').selectOption('2')
  await expect(member.getByLabel('Vehicles')).toHaveValue('2')

  // Her laptop still shows the checklist it opened; she comes back to the tab.
  await comeBack(page)
  await expect(box(page, HOUSING)).toBeChecked()
  await expect(item(page, HOUSING)).toContainText(`Ticked by ${email}`)
  await expect(item(page, ORDERS)).toContainText('Ticked by you')
  await expect(page.getByLabel('Vehicles')).toHaveValue('2')

  // Her data download carries the household: its plan, its members and who ticked what.
  await page.goto('/account')
  await waitForHydration(page)
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Download my data' }).click()
  const data = JSON.parse(readFileSync(await (await download).path(), 'utf8')) as {
    household: {
      role: string
      plan: { report_date: string; vehicles: number }
      members: { email: string }[]
      checklist: { item_index: number; completed: boolean; updated_by: string | null }[]
    }
  }
  expect(data.household.role).toBe('owner')
  expect(data.household.plan).toMatchObject({ report_date: '2027-04-26', vehicles: 2 })
  expect(data.household.members.map((m) => m.email)).toEqual([owner.email, email])
  expect(data.household.checklist).toHaveLength(2)

  // She removes him from the household.
  const members = page.getByRole('list', { name: 'Members' })
  await expect(members).toContainText(email)
  await page.getByRole('button', { name: `Remove ${email}` }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Remove member' }).click()
  await expect(members).not.toContainText(email)
  await expect(members).toContainText(`${owner.email} (you)`)

  // She ticks another item; his phone, shown again, has his own copy and not her list.
  await openChecklist(page)
  await tick(page, RECORDS)
  await comeBack(member)
  await expect(
    member.getByText(
      'You are no longer in a household: this checklist is now your own copy of its list.',
    ),
  ).toBeVisible()
  await expect(box(member, ORDERS)).toBeChecked()
  await expect(box(member, HOUSING)).toBeChecked()
  await expect(box(member, RECORDS)).not.toBeChecked()
  await expect(member.getByText(/Ticked by/)).toHaveCount(0)
  await expect(member.getByLabel('Your report date')).toHaveValue('2027-04-26')
  await expect(member.getByLabel('Vehicles')).toHaveValue('2')

  // A third person with the used link: the one answer for every unusable link.
  const { other: third } = await newcomer(browser, page, owner.link)
  await third.getByRole('button', { name: 'Join household' }).click()
  await expect(third.getByRole('main').getByRole('alert')).toHaveText(UNUSABLE)
  await expect(third).toHaveURL(/\/household\/join$/)
})

test('a tick made on a phone without signal reaches the household when the signal is back, shows on the laptop within 30 seconds, and a change the other made meanwhile is kept and named @desktop-only', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000)
  const owner = await ownerWithLink(page)
  const { other: member, email } = await newcomer(browser, page, owner.link)
  await join(member)
  await openChecklist(page)
  await expect(item(page, ORDERS)).toContainText('Ticked by you')

  // His phone loses signal; he ticks housing and unticks the orders item she had ticked.
  await member.context().setOffline(true)
  await stillOffline(member)
  await box(member, HOUSING).click()
  await box(member, ORDERS).click()
  await expect(member.getByText(/2 changes kept on this device/)).toBeVisible()
  // Meanwhile she unticks and ticks the orders item again: her change is the later one.
  await tick(page, ORDERS, false)
  await tick(page, ORDERS, true)

  await backOnline(member)
  await expect(
    member.getByText(`"${ORDERS}" was changed by ${owner.email} meanwhile; their change was kept.`),
  ).toBeVisible()
  await expect(box(member, ORDERS)).toBeChecked()
  await expect(box(member, HOUSING)).toBeChecked()

  // Her laptop, left alone, shows his tick within the 30-second read.
  await expect(box(page, HOUSING)).toBeChecked({ timeout: 40_000 })
  await expect(item(page, HOUSING)).toContainText(`Ticked by ${email}`)
})
