import { expect, test, type Locator, type Page } from '@playwright/test'
import { checklistItems } from '../../src/data/checklist'
import { signUp } from './accounts'
import { returningVisitor, waitForHydration, watchConsole } from './helpers'

const FORUM_TOAST = 'The member forum is not open yet. We will open it as soon as it is ready.'

// What a visitor does between first paint and a live page takes effect exactly once
// (docs/taps.md). The page's scripts are held back, the visitor acts, then the scripts come.

// The service worker would answer script requests out of page.route()'s reach.
test.use({ serviceWorkers: 'block' })

/** Holds every script of the site until `release` is called. */
async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await held
    await route.continue()
  })
  return release
}

/** Opens `path` with its scripts held: the prerendered page shows, nothing is live. */
async function openHeld(page: Page, path: string) {
  await returningVisitor(page)
  const release = await holdScripts(page)
  await page.goto(path, { waitUntil: 'domcontentloaded' })
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true')
  return release
}

/** A tap on a phone, a click elsewhere. */
const press = (locator: Locator) =>
  test.info().project.name === 'mobile' ? locator.tap() : locator.click()

let problems: string[] = []
test.beforeEach(({ page }) => {
  problems = watchConsole(page)
})
test.afterEach(() => {
  // Blocking the service worker is these tests' own doing.
  expect(problems.filter((text) => !text.includes('Service Worker registration'))).toEqual([])
})

test('a button tapped before the page is live does its work once it is', async ({ page }) => {
  const release = await openHeld(page, '/member-forum')
  await press(page.getByRole('button', { name: 'Continue as guest' }))
  release()
  await waitForHydration(page)
  await expect(page.getByText(FORUM_TOAST)).toHaveCount(1)
  // Once only: a second notice would queue behind the first, shown when it goes.
  await page.waitForTimeout(4500)
  await expect(page.getByText(FORUM_TOAST)).toHaveCount(0)
})

test('Fill in on the contact card opens the form once the page is live', async ({ page }) => {
  const release = await openHeld(page, '/welcome')
  await press(page.getByRole('button', { name: 'Fill in contact information' }))
  release()
  const form = page.getByRole('form', { name: 'Edit contact information' })
  await expect(form).toBeVisible()
  await expect(page.getByRole('textbox', { name: 'Name' })).toBeFocused()
  await page.waitForTimeout(500)
  await expect(form).toBeVisible()
})

test('the Sign up tab is a link that works before the page is live', async ({ page }) => {
  const release = await openHeld(page, '/auth')
  await press(page.getByRole('tab', { name: 'Sign up' }))
  await expect(page).toHaveURL(/\/auth\?tab=signup$/)
  release()
  await waitForHydration(page)
  await expect(page.getByRole('tab', { name: 'Sign up' })).toHaveAttribute('aria-selected', 'true')
  await expect(page.getByRole('button', { name: 'Sign up', exact: true })).toBeVisible()
})

test('text typed and a form sent before the page is live are kept and sent once', async ({
  page,
}) => {
  const release = await openHeld(page, '/auth')
  const email = page.getByRole('textbox', { name: 'Email' })
  await email.fill('family@example.com')
  await press(page.getByRole('button', { name: 'Sign in', exact: true }))
  await expect(page).toHaveURL(/\/auth$/)
  release()
  await waitForHydration(page)
  // Sent once with what was typed: the email passes, the empty password is reported.
  await expect(page.getByText('Password is required')).toHaveCount(1)
  await expect(email).toHaveValue('family@example.com')
  await expect(page.getByText('Email is required')).toHaveCount(0)
})

test('a box ticked before the page is live stays ticked and asks the visitor to sign in', async ({
  page,
}) => {
  const release = await openHeld(page, '/pcs-toolkit/hawaii-checklist')
  const first = page.getByRole('checkbox', { name: checklistItems[0]!.title, exact: true })
  const third = page.getByRole('checkbox', { name: checklistItems[2]!.title, exact: true })
  await first.check()
  await third.check()
  release()
  await waitForHydration(page)
  await expect(page.getByText('2 of 20 done')).toBeVisible()
  await expect(page.getByText('Please sign in to save your progress')).toBeVisible()
  // Still ticked once the session is known (the moment the page used to untick them).
  await page.waitForTimeout(1500)
  await expect(first).toBeChecked()
  await expect(third).toBeChecked()
  await expect(page.getByText('2 of 20 done')).toBeVisible()
})

test("a signed-in visitor's box ticked before the page is live is saved once", async ({ page }) => {
  await signUp(page)
  const release = await openHeld(page, '/pcs-toolkit/hawaii-checklist')
  const first = page.getByRole('checkbox', { name: checklistItems[0]!.title, exact: true })
  await first.check()
  release()
  await waitForHydration(page)
  await expect(page.getByText('Item completed!')).toHaveCount(1)
  await expect(page.getByText('Please sign in to save your progress')).toHaveCount(0)
  await page.unrouteAll()
  await page.reload()
  await waitForHydration(page)
  await expect(page.getByText('Loading your saved progress…')).toHaveCount(0)
  await expect(first).toBeChecked()
  await expect(page.getByText('1 of 20 done')).toBeVisible()
})

test('Ctrl+B pressed before the page is live toggles the sidebar once', async ({ page }) => {
  const release = await openHeld(page, '/')
  await page.locator('body').press('Control+b')
  release()
  await waitForHydration(page)
  if (test.info().project.name === 'mobile') {
    await expect(page.getByRole('dialog')).toBeVisible()
  } else {
    const drawer = page.locator('[data-state]').first()
    await expect(drawer).toHaveAttribute('data-state', 'collapsed')
    await page.waitForTimeout(500)
    await expect(drawer).toHaveAttribute('data-state', 'collapsed')
  }
})

test('Alt+T pressed before the page is live moves focus to the notifications', async ({ page }) => {
  const release = await openHeld(page, '/')
  await page.locator('body').press('Alt+t')
  release()
  await waitForHydration(page)
  await expect(page.getByRole('region', { name: 'Notifications' })).toBeFocused()
})

test('a link tapped before the page is live navigates at once', async ({ page }) => {
  await openHeld(page, '/member-forum')
  await press(page.getByRole('link', { name: /Create a free account|Sign up/i }).first())
  await expect(page).toHaveURL(/\/auth/)
})
