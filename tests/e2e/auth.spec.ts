import { expect, test } from '@playwright/test'
import { newEmail, signIn, signOut, signUp, STRONG_PASSWORD } from './accounts'
import { waitForHydration } from './helpers'

test('signing up signs the visitor in, shows the account in the header, and goes home', async ({
  page,
}) => {
  const email = await signUp(page)
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible()
  await expect(
    page.getByRole('banner').getByRole('link', { name: 'Sign in', exact: true }),
  ).toHaveCount(0)
  // A signed-in visitor opening /auth is sent home.
  await page.goto('/auth')
  await expect(page).toHaveURL(/\/$/)
  await signOut(page)
  await expect(
    page.getByRole('banner').getByRole('link', { name: 'Sign in', exact: true }),
  ).toBeVisible()
  await expect(page.getByRole('img', { name: `Signed in as ${email}` })).toHaveCount(0)
})

test('signing in with the right password says so and goes home; a wrong one is refused', async ({
  page,
}) => {
  const email = await signUp(page)
  await signOut(page)
  await signIn(page, email, 'Wrong2026password')
  await expect(page.getByText('Invalid email or password.')).toBeVisible()
  await expect(page).toHaveURL(/\/auth$/)
  await signIn(page, email)
  await expect(page.getByText('Signed in successfully!')).toBeVisible()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('img', { name: `Signed in as ${email}` })).toBeVisible()
})

test('a server too busy to check the password says so, not "invalid password", and the next try works', async ({
  page,
}) => {
  const email = await signUp(page)
  await signOut(page)
  // The answer the server gives when too many passwords wait (server/api/passwords.ts).
  let busy = true
  await page.route('**/auth/v1/token?grant_type=password', (route) =>
    busy
      ? route.fulfill({
          status: 429,
          headers: { 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01' },
          body: JSON.stringify({
            code: 'server_busy',
            message: 'The server is busy. Please try again in a moment.',
          }),
        })
      : route.continue(),
  )
  await signIn(page, email)
  await expect(page.getByText('The server is busy. Please try again in a moment.')).toBeVisible()
  await expect(page.getByText('Invalid email or password.')).toHaveCount(0)
  busy = false
  await page.getByRole('form', { name: 'Sign in' }).getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByText('Signed in successfully!')).toBeVisible()
})

test('a sign-up right after another mail to the address says to wait a minute, and keeps what was typed', async ({
  page,
}) => {
  // The server's answer when the address had a mail in the last minute (server/api/mail-slots.ts).
  await page.route('**/auth/v1/signup**', (route) =>
    route.fulfill({
      status: 429,
      headers: { 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01' },
      body: JSON.stringify({
        code: 'over_email_send_rate_limit',
        message: 'For security purposes, you can only request this after 52 seconds.',
      }),
    }),
  )
  const email = newEmail()
  await page.goto('/auth?tab=signup')
  await waitForHydration(page)
  const form = page.getByRole('form', { name: 'Sign up' })
  await form.getByRole('textbox', { name: 'Email' }).pressSequentially(email)
  await form.getByLabel('Password', { exact: false }).first().pressSequentially(STRONG_PASSWORD)
  await form.getByRole('button', { name: 'Sign up' }).click()
  await expect(
    page
      .getByText('An email went to this address a moment ago. Please wait a minute and try again.')
      .first(),
  ).toBeVisible()
  await expect(page.getByText('Too many signup attempts', { exact: false })).toHaveCount(0)
  await expect(form.getByRole('textbox', { name: 'Email' })).toHaveValue(email)
})

test('sign-in fields are required and the email must be valid', async ({ page }) => {
  await page.goto('/auth')
  await waitForHydration(page)
  const form = page.getByRole('form', { name: 'Sign in' })
  await form.getByRole('button', { name: 'Sign in' }).click()
  await expect(form.getByText('Email is required')).toBeVisible()
  await expect(form.getByText('Password is required')).toBeVisible()
  await form.getByRole('textbox', { name: 'Email' }).fill('name @example.com')
  await form.getByRole('button', { name: 'Sign in' }).click()
  await expect(form.getByText('Please enter a valid email address.')).toBeVisible()
})

test('a weak sign-up password lists every rule it breaks and shows a toast', async ({ page }) => {
  await page.goto('/auth?tab=signup')
  await waitForHydration(page)
  await expect(page.getByRole('tab', { name: 'Sign up' })).toHaveAttribute('aria-selected', 'true')
  const form = page.getByRole('form', { name: 'Sign up' })
  await form.getByRole('textbox', { name: 'Email' }).fill('not-an-email')
  const password = form.getByLabel('Password', { exact: false }).first()
  await expect(password).toHaveAttribute('minlength', '8')
  await expect(password).toHaveAttribute('autocomplete', 'new-password')
  await password.fill('abc')
  await form.getByRole('button', { name: 'Sign up' }).click()
  await expect(form.getByText('Please enter a valid email address.')).toBeVisible()
  await expect(form.getByText('Password must be at least 8 characters long')).toBeVisible()
  await expect(form.getByText('Password must contain at least one uppercase letter')).toBeVisible()
  await expect(form.getByText('Password must contain at least one number')).toBeVisible()
  await expect(form.getByText('Password must contain at least one lowercase letter')).toHaveCount(0)
  await expect(page.getByText('Password does not meet requirements')).toBeVisible()
  // What was typed stays.
  await expect(password).toHaveValue('abc')
  await form.getByRole('button', { name: 'Show password' }).click()
  await expect(password).toHaveAttribute('type', 'text')
})

test('the Sign in tab is the default and the tabs switch forms', async ({ page }) => {
  await page.goto('/auth')
  await waitForHydration(page)
  await expect(page.getByRole('tab', { name: 'Sign in' })).toHaveAttribute('aria-selected', 'true')
  await expect(
    page.getByRole('form', { name: 'Sign in' }).getByLabel('Password', { exact: false }).first(),
  ).toHaveAttribute('autocomplete', 'current-password')
  await page.getByRole('tab', { name: 'Sign up' }).click()
  await expect(page).toHaveURL(/tab=signup/)
  await expect(page.getByRole('form', { name: 'Sign up' })).toBeVisible()
})

test('signing up twice with one address fails with the spec message', async ({ page }) => {
  const email = newEmail()
  await signUp(page, email)
  await signOut(page)
  await page.goto('/auth?tab=signup')
  await waitForHydration(page)
  const form = page.getByRole('form', { name: 'Sign up' })
  await form.getByRole('textbox', { name: 'Email' }).fill(email)
  await form.getByLabel('Password', { exact: false }).first().fill(STRONG_PASSWORD)
  await form.getByRole('button', { name: 'Sign up' }).click()
  await expect(page.getByText('Failed to create account. Please try again.')).toBeVisible()
})
