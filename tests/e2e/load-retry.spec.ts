import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { newEmail, signIn, STRONG_PASSWORD } from './accounts'
import { openPage } from './helpers'

// The service worker would answer the chunk request out of page.route()'s reach.
test.use({ serviceWorkers: 'block' })

/**
 * Fails the first download of the Supabase client's code (the signal dropped), found by its
 * content since its file name is a hash; later downloads go through. Resolves once it failed.
 */
async function loseSupabaseChunkOnce(page: Page): Promise<{ lost: Promise<void> }> {
  let markLost = () => {}
  const lost = new Promise<void>((resolve) => (markLost = resolve))
  let failed = false
  await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
    if (failed) return route.continue()
    const response = await route.fetch()
    const body = await response.text()
    if (!body.includes('X-Client-Info')) return route.fulfill({ response, body })
    failed = true
    await route.abort('internetdisconnected')
    markLost()
  })
  return { lost }
}

test('a message sent after the first load of the backend code failed is stored', async ({
  page,
}) => {
  await openPage(page, '/contact')
  const { lost } = await loseSupabaseChunkOnce(page)
  const form = page.getByRole('form', { name: 'Contact a VHP sponsor' })
  await form.getByRole('textbox', { name: 'Full name' }).fill('Leilani Kahale')
  await form.getByRole('textbox', { name: 'Email' }).fill('leilani@example.com')
  await form.getByRole('textbox', { name: 'Message' }).fill('We arrive in June with a dog.')
  const send = form.getByRole('button', { name: /Send message|Sending/ })
  await send.click()
  await lost
  await expect(page.getByText('Message not sent')).toBeVisible()
  await expect(form.getByRole('textbox', { name: 'Message' })).toHaveValue(
    'We arrive in June with a dog.',
  )

  await send.click()
  await expect(page.getByText('Message Sent!')).toBeVisible()
})

/** An account made through the API, as the sign-up form would (the local backend confirms it). */
async function createAccount(request: APIRequestContext): Promise<string> {
  const html = await (await request.get('/auth')).text()
  const config = /<script id="supabase-config" type="application\/json">([^<]*)<\/script>/.exec(
    html,
  )
  const { anonKey } = JSON.parse(config![1]!) as { anonKey: string }
  const email = newEmail('retry')
  const response = await request.post('/auth/v1/signup', {
    headers: { apikey: anonKey },
    data: { email, password: STRONG_PASSWORD },
  })
  expect(response.ok()).toBe(true)
  return email
}

test('signing in works after the first load of the backend code failed', async ({
  page,
  request,
}) => {
  const email = await createAccount(request)

  const { lost } = await loseSupabaseChunkOnce(page)
  await signIn(page, email)
  await lost
  await expect(page.getByText('Invalid email or password.')).toBeVisible()
  await expect(page).toHaveURL(/\/auth$/)

  await page.getByRole('form', { name: 'Sign in' }).getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByText('Signed in successfully!')).toBeVisible()
  await expect(page.getByRole('img', { name: `Signed in as ${email}` })).toBeVisible()
})
