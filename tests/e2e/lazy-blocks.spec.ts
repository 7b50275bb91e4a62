import { expect, test } from '@playwright/test'
import { returningVisitor, waitForHydration } from './helpers'

test.describe('a block whose code fails to load', () => {
  // The service worker would answer the chunk request out of page.route()'s reach.
  test.use({ serviceWorkers: 'block' })

  test('shows a message with Try again in its place, and Try again loads it', async ({ page }) => {
    // Only the contact form's chunk fails (a deploy replaced it, the signal dropped).
    await page.route(/\/assets\/ContactForm-[\w-]+\.js$/, (route) => route.abort())
    await returningVisitor(page)
    await page.goto('/contact')
    await waitForHydration(page)

    const main = page.getByRole('main')
    await expect(main.getByRole('alert')).toContainText('This part of the page could not load.')
    // The rest of the page stays: its heading, and no full-page error screen.
    await expect(
      page.getByRole('heading', { level: 1, name: 'Contact a VHP sponsor' }),
    ).toBeVisible()
    await expect(page.getByText('Unexpected Application Error!')).toHaveCount(0)
    await expect(page.getByRole('form', { name: 'Contact a VHP sponsor' })).toHaveCount(0)

    await page.unroute(/\/assets\/ContactForm-[\w-]+\.js$/)
    // The browser remembers the failed address; the site asks again under a new one (?retry=1).
    const loaded = page.waitForResponse(/\/assets\/ContactForm-[\w-]+\.js\?retry=\d+$/)
    await main.getByRole('button', { name: 'Try again' }).click()
    await loaded
    // The form is back and live: sending it empty marks the missing fields.
    const form = page.getByRole('form', { name: 'Contact a VHP sponsor' })
    await form.getByRole('button', { name: 'Send message' }).click()
    await expect(form.getByText('Please enter your full name.')).toBeVisible()
    await expect(page.getByText('This part of the page could not load.')).toHaveCount(0)
  })
})
