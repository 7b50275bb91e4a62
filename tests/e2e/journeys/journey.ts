import { expect, type CDPSession, type Page } from '@playwright/test'
import { STRONG_PASSWORD, newEmail } from '../accounts'
import { returningVisitor, waitForHydration } from '../helpers'

export const CHECKLIST = '/pcs-toolkit/hawaii-checklist'

/** The browser clock is pinned, so "today" and the allowed dates are the same on every run. */
export async function pinToday(page: Page) {
  await page.clock.setFixedTime(new Date('2026-11-27T10:00:00'))
}

export async function openChecklist(page: Page) {
  await returningVisitor(page)
  await page.goto(CHECKLIST)
  await waitForHydration(page)
  await expect(page.getByText('Loading your saved progress…')).toHaveCount(0)
}

export const box = (page: Page, title: string) => page.getByRole('checkbox', { name: title })

/** Types a date into the date field digit by digit, as a person does, then leaves the field. */
export async function typeReportDate(page: Page, digits: string) {
  const field = page.getByLabel('Your report date')
  // As a person would, wait for the field to take typing: it waits while the page finds out
  // whether the visitor is signed in (docs/decisions.md#d-29-1).
  await expect(field).toBeEditable()
  // Focus lands on the first part (the month), as a tap on a phone's keyboard-first field does.
  await field.focus()
  await field.pressSequentially(digits, { delay: 60 })
  // Then taps elsewhere (Tab would first reach the field's own calendar button).
  await page.getByRole('heading', { level: 1 }).click()
}

/** Signs up through the form with the keyboard, from the page the visitor is on. */
export async function signUpByKeyboard(page: Page, email = newEmail('journey')) {
  await page.getByRole('tab', { name: 'Sign up' }).click()
  const form = page.getByRole('form', { name: 'Sign up' })
  await form.getByRole('textbox', { name: 'Email' }).pressSequentially(email)
  await form.getByLabel('Password', { exact: false }).first().pressSequentially(STRONG_PASSWORD)
  await form.getByRole('button', { name: 'Sign up' }).press('Enter')
  // Hashing a new password takes a while on a busy machine.
  await expect(page.getByText('Account created! You are signed in.')).toBeVisible({
    timeout: 20_000,
  })
  return email
}

/** Waits until the service worker has saved the site ahead (pages and their code). */
export async function waitForOfflineCopy(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined))
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const pages = await caches.open('pages')
          const assets = await caches.open('assets')
          const saved = await Promise.all(
            ['/pcs-toolkit/boat-shipping', '/pcs-toolkit/hawaii-checklist', '/'].map((path) =>
              pages.match(path),
            ),
          )
          return saved.every(Boolean) && (await assets.keys()).length > 100
        }),
      { timeout: 60_000 },
    )
    .toBe(true)
}

const conditions = (offline: boolean) => ({
  offline,
  latency: 0,
  downloadThroughput: -1,
  uploadThroughput: -1,
})
const offlineSessions = new WeakMap<Page, CDPSession[]>()

/**
 * Says "offline" again to a page just opened under `context.setOffline(true)`. Chromium 150
 * starts each new document with `navigator.onLine` true under Playwright's offline mode, though
 * its requests still fail; a phone without signal says offline, as this makes it.
 */
export async function stillOffline(page: Page) {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', conditions(true))
  offlineSessions.set(page, [...(offlineSessions.get(page) ?? []), cdp])
  await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(false)
}

/** The signal comes back: ends `context.setOffline(true)` and every `stillOffline`. */
export async function backOnline(page: Page) {
  for (const cdp of offlineSessions.get(page) ?? []) {
    await cdp.send('Network.emulateNetworkConditions', conditions(false))
    await cdp.detach()
  }
  offlineSessions.delete(page)
  await page.context().setOffline(false)
  await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(true)
}
