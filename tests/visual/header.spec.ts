import { expect, test, type Page } from '@playwright/test'
import { signIn, STRONG_PASSWORD } from '../e2e/accounts'
import { openPage, waitForHydration } from '../e2e/helpers'

// The header in both states at the narrowest phone, a common phone and a laptop (issue #32,
// item 1). The address is fixed so the picture is the same on every run; a fresh data folder
// each run means it is made once, and a second run against the same server signs in instead.
const EMAIL = 'a-family-with-a-rather-long-address-name@example.com'
const widths = [320, 375, 1280]

async function signedIn(page: Page) {
  await page.goto('/auth?tab=signup')
  await waitForHydration(page)
  const form = page.getByRole('form', { name: 'Sign up' })
  await form.getByRole('textbox', { name: 'Email' }).fill(EMAIL)
  await form.getByLabel('Password', { exact: false }).first().fill(STRONG_PASSWORD)
  await form.getByRole('button', { name: 'Sign up' }).click()
  const created = page.getByText('Account created! You are signed in.')
  // A server kept from an earlier local run has the account already.
  const taken = page.getByText('Failed to create account. Please try again.')
  await expect(created.or(taken).first()).toBeVisible({ timeout: 20_000 })
  if (await taken.first().isVisible()) await signIn(page, EMAIL)
  await expect(page.getByText(EMAIL).first()).toBeAttached()
}

test.describe.configure({ mode: 'serial' })

for (const width of widths) {
  test(`the signed-out header at ${width} px looks as approved`, async ({ page }) => {
    await page.setViewportSize({ width, height: 700 })
    await openPage(page, '/')
    await page.evaluate(() => document.fonts.ready)
    await expect(page.getByRole('banner')).toHaveScreenshot(`header-signed-out-${width}.png`)
  })
}

test('the signed-in header, with a long address, looks as approved at each width', async ({
  page,
}) => {
  await signedIn(page)
  for (const width of widths) {
    await page.setViewportSize({ width, height: 700 })
    await openPage(page, '/')
    await page.evaluate(() => document.fonts.ready)
    // The welcome toast of the sign-up fades; the header alone is pictured.
    await expect(page.getByRole('banner')).toHaveScreenshot(`header-signed-in-${width}.png`)
  }
})
