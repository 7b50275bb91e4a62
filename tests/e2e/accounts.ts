import { expect, type Page } from '@playwright/test'
import { returningVisitor, waitForHydration } from './helpers'

export const STRONG_PASSWORD = 'Aloha2026pcs'

let counter = 0
/** An address no earlier run has used. */
export function newEmail(tag = 'family'): string {
  counter += 1
  return `${tag}-${Date.now()}-${counter}-${Math.floor(Math.random() * 1e6)}@example.com`
}

/** Signs up through the form; the local backend confirms at once and signs the visitor in. */
export async function signUp(page: Page, email = newEmail(), password = STRONG_PASSWORD) {
  await returningVisitor(page)
  await page.goto('/auth?tab=signup')
  await waitForHydration(page)
  const form = page.getByRole('form', { name: 'Sign up' })
  await form.getByRole('textbox', { name: 'Email' }).fill(email)
  await form.getByLabel('Password', { exact: false }).first().fill(password)
  await form.getByRole('button', { name: 'Sign up' }).click()
  // Signed in at once, and the toast says so (docs/decisions.md#d-22).
  // Hashing a new password takes a while on a busy machine.
  await expect(page.getByText('Account created! You are signed in.')).toBeVisible({
    timeout: 20_000,
  })
  await expect(page.getByRole('img', { name: `Signed in as ${email}` })).toBeVisible()
  return email
}

export async function signIn(page: Page, email: string, password = STRONG_PASSWORD) {
  await returningVisitor(page)
  await page.goto('/auth')
  await waitForHydration(page)
  const form = page.getByRole('form', { name: 'Sign in' })
  await form.getByRole('textbox', { name: 'Email' }).fill(email)
  await form.getByLabel('Password', { exact: false }).first().fill(password)
  await form.getByRole('button', { name: 'Sign in' }).click()
}

/** Signs out from the header: its button on a wide screen, its account menu on a phone. */
export async function signOut(page: Page) {
  const button = page.getByRole('button', { name: 'Sign out', exact: true })
  const menu = page.getByRole('button', { name: 'Account menu' })
  await expect(button.or(menu)).toBeVisible()
  if (await menu.isVisible()) {
    await menu.click()
    await page.getByRole('menuitem', { name: 'Sign out' }).click()
  } else await button.click()
  await expect(page.getByText('Signed out successfully')).toBeVisible()
  await expect(page).toHaveURL(/\/auth$/)
}
