import { execFile } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { promisify } from 'node:util'
import { expect, test, type Page } from '@playwright/test'
import { checklistItems } from '../../src/data/checklist'
import { newEmail, signIn, signOut, signUp, STRONG_PASSWORD } from './accounts'
import { waitForHydration } from './helpers'
import { mailTo, verifyLink } from './mail'

const NEW_PASSWORD = 'Mahalo2027pcs'
const run = promisify(execFile)

async function openAccount(page: Page) {
  await page.goto('/account')
  await waitForHydration(page)
  await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible()
}

async function tickFirstItem(page: Page) {
  await page.goto('/pcs-toolkit/hawaii-checklist')
  await waitForHydration(page)
  await expect(page.getByText('Loading your saved progress…')).toHaveCount(0)
  await page.getByRole('checkbox', { name: checklistItems[0]!.title, exact: true }).check()
  await expect(page.getByText('Item completed!')).toBeVisible()
}

/** The signed-in user's id, from the session supabase-js stores. */
async function userId(page: Page): Promise<string> {
  const stored = await page.evaluate(() => localStorage.getItem('hpp:auth'))
  return (JSON.parse(stored!) as { user: { id: string } }).user.id
}

test('a forgotten password is reset through the e-mailed link, which then no longer works', async ({
  page,
}) => {
  const email = await signUp(page)
  await signOut(page)
  await page.getByRole('button', { name: 'Forgot password?' }).click()
  const form = page.getByRole('form', { name: 'Reset your password' })
  await form.getByRole('textbox', { name: 'Email' }).fill(email)
  await form.getByRole('button', { name: 'Send reset link' }).click()
  await expect(page.getByText(/If an account exists for that address/)).toBeVisible()

  const link = verifyLink(await mailTo(email, /Reset your password/))
  await page.goto(link)
  await expect(page).toHaveURL(/\/reset-password/)
  const reset = page.getByRole('form', { name: 'Choose a new password' })
  const field = reset.getByLabel('New password', { exact: false }).first()
  await field.fill('abc')
  await reset.getByRole('button', { name: 'Save new password' }).click()
  await expect(reset.getByText('Password must contain at least one uppercase letter')).toBeVisible()
  await field.fill(NEW_PASSWORD)
  await reset.getByRole('button', { name: 'Save new password' }).click()
  await expect(page.getByText('Your password has been changed. You are signed in.')).toBeVisible()
  await expect(page.getByRole('img', { name: `Signed in as ${email}` })).toBeVisible()

  await signOut(page)
  await page.goto(link)
  await expect(page.getByText('This link has expired or was already used')).toBeVisible()
  await page.getByRole('link', { name: 'Ask for a new link' }).click()
  await expect(page.getByRole('form', { name: 'Reset your password' })).toBeVisible()
  await signIn(page, email, NEW_PASSWORD)
  await expect(page.getByText('Signed in successfully!')).toBeVisible()
})

test('a signed-out visitor opening /account signs in and comes back to it', async ({ page }) => {
  const email = await signUp(page)
  await signOut(page)
  await page.goto('/account')
  await expect(page).toHaveURL(/\/auth\?next=%2Faccount$/)
  await waitForHydration(page)
  const form = page.getByRole('form', { name: 'Sign in' })
  await form.getByRole('textbox', { name: 'Email' }).fill(email)
  await form.getByLabel('Password', { exact: false }).first().fill(STRONG_PASSWORD)
  await form.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(/\/account$/)
  await expect(page.getByText(`Signed in as ${email}.`)).toBeVisible()
})

test('changing the password needs the right current password and keeps what was typed', async ({
  page,
}) => {
  const email = await signUp(page)
  await page.getByRole('link', { name: 'Account' }).click()
  await expect(page).toHaveURL(/\/account$/)
  await waitForHydration(page)
  const form = page.getByRole('form', { name: 'Change password' })
  const current = form.getByLabel('Current password', { exact: false }).first()
  const next = form.getByLabel('New password', { exact: false }).first()
  await current.fill('Wrong2026password')
  await next.fill(NEW_PASSWORD)
  await form.getByRole('button', { name: 'Change password' }).click()
  await expect(form.getByText('Your current password is incorrect.')).toBeVisible()
  await expect(next).toHaveValue(NEW_PASSWORD)

  await current.fill(STRONG_PASSWORD)
  await form.getByRole('button', { name: 'Change password' }).click()
  await expect(page.getByText(/Your password has been changed/)).toBeVisible()
  await page.goto('/')
  await signOut(page)
  await signIn(page, email, STRONG_PASSWORD)
  await expect(page.getByText('Invalid email or password.')).toBeVisible()
  await signIn(page, email, NEW_PASSWORD)
  await expect(page.getByText('Signed in successfully!')).toBeVisible()
})

test('changing the e-mail needs the current password and both mailboxes; the links sign nobody in', async ({
  page,
}) => {
  const email = await signUp(page)
  const moved = newEmail('moved')
  await openAccount(page)
  const form = page.getByRole('form', { name: 'Change email' })
  await form.getByRole('textbox', { name: 'New email' }).pressSequentially(moved)
  await form.getByLabel('Current password', { exact: false }).pressSequentially('Wrong2026pcs')
  await form.getByRole('button', { name: 'Change email' }).click()
  await expect(form.getByText('Your current password is incorrect.')).toBeVisible()
  await form.getByLabel('Current password', { exact: false }).fill(STRONG_PASSWORD)
  await form.getByRole('button', { name: 'Change email' }).click()
  await expect(page.getByText(`We sent a confirmation link to ${moved}`)).toBeVisible()

  const toCurrent = verifyLink(await mailTo(email, /Confirm the change of your e-mail address/))
  const toNew = verifyLink(await mailTo(moved, /Confirm your new e-mail address/))
  expect(toCurrent).not.toBe(toNew)
})

test('signing out everywhere signs out another browser too', async ({ page, browser }) => {
  const email = await signUp(page)
  const other = await browser.newContext()
  const phone = await other.newPage()
  await signIn(phone, email)
  await expect(phone.getByText('Signed in successfully!')).toBeVisible()

  await openAccount(page)
  await page.getByRole('button', { name: 'Sign out everywhere' }).click()
  await expect(page.getByText('Signed out on every device')).toBeVisible()
  await expect(page).toHaveURL(/\/auth(\?|$)/)

  await phone.reload()
  await expect(
    phone.getByRole('banner').getByRole('link', { name: 'Sign in', exact: true }),
  ).toBeVisible()
  await other.close()
})

test('download my data gives a JSON file with the profile and the checklist rows', async ({
  page,
}) => {
  const email = await signUp(page)
  await tickFirstItem(page)
  await openAccount(page)
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Download my data' }).click()
  const file = await (await download).path()
  const data = JSON.parse(readFileSync(file, 'utf8')) as {
    account: { email: string }
    profile: { email: string; report_date: string | null } | null
    checklist: { item_index: number; completed: boolean; updated_at: string }[]
  }
  expect(data.account.email).toBe(email)
  expect(data.profile?.email).toBe(email)
  expect(data.profile).toHaveProperty('report_date')
  expect(data.checklist).toEqual([
    expect.objectContaining({ item_index: 0, completed: true, updated_at: expect.any(String) }),
  ])
})

test('deleting the account needs DELETE typed, signs out, and leaves no rows', async ({
  page,
  baseURL,
}) => {
  const email = await signUp(page)
  await tickFirstItem(page)
  const id = await userId(page)
  await openAccount(page)
  const form = page.getByRole('form', { name: 'Delete account' })
  const confirm = form.getByRole('textbox', { name: 'Type DELETE to confirm' })
  await confirm.fill('delete')
  await form.getByRole('button', { name: 'Delete my account' }).click()
  await expect(confirm).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByRole('link', { name: 'Account' })).toBeVisible()
  await confirm.fill('DELETE')
  await form.getByRole('button', { name: 'Delete my account' }).click()
  await expect(
    page.getByText('Your account and everything saved with it have been deleted.'),
  ).toBeVisible()
  await expect(
    page.getByRole('banner').getByRole('link', { name: 'Sign in', exact: true }),
  ).toBeVisible()

  await signIn(page, email)
  await expect(page.getByText('Invalid email or password.')).toBeVisible()

  const { stdout } = await run(process.execPath, ['--import', 'tsx', 'server/admin.ts', 'keys'], {
    env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR },
  })
  const { serviceRoleKey } = JSON.parse(stdout) as { serviceRoleKey: string }
  const headers = { apikey: serviceRoleKey, Authorization: `Bearer ${serviceRoleKey}` }
  for (const query of [`checklist_progress?user_id=eq.${id}`, `profiles?id=eq.${id}`]) {
    const res = await fetch(`${baseURL}/rest/v1/${query}`, { headers })
    expect(await res.json()).toEqual([])
  }
})

test('toasts reach screen readers while the welcome dialog is open', async ({ page }) => {
  // A first visit: no returningVisitor, so Home opens the welcome dialog after sign-up.
  const email = newEmail()
  await page.goto('/auth?tab=signup')
  await waitForHydration(page)
  const form = page.getByRole('form', { name: 'Sign up' })
  await form.getByRole('textbox', { name: 'Email' }).fill(email)
  await form.getByLabel('Password', { exact: false }).first().fill(STRONG_PASSWORD)
  await form.getByRole('button', { name: 'Sign up' }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog).toBeVisible()
  // Outside the dialog the toast is hidden from assistive technology; inside, it is read out.
  await expect(dialog.getByRole('status')).toContainText('Account created!')

  await dialog.getByRole('button').click()
  await page.getByRole('button', { name: 'Sign out', exact: true }).click()
  await page.evaluate(() => localStorage.removeItem('hpp:welcome-shown'))
  await page.goto('/auth')
  await waitForHydration(page)
  const signIn = page.getByRole('form', { name: 'Sign in' })
  await signIn.getByRole('textbox', { name: 'Email' }).fill(email)
  await signIn.getByLabel('Password', { exact: false }).first().fill(STRONG_PASSWORD)
  await signIn.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('dialog').getByRole('status')).toContainText(
    'Signed in successfully!',
  )
})
