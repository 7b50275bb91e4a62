import { expect, test, type Page } from '@playwright/test'
import { pages } from '../../src/data/pages'
import { openPage, useSharedPage } from './helpers'

/** Every Content-Security-Policy violation the page reports, from before its first script. */
async function recordViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = []
    Object.assign(window, { cspViolations: seen })
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.effectiveDirective} ${event.blockedURI}`),
    )
  })
}
const violations = (page: Page) =>
  page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)

test.describe('the Content-Security-Policy @desktop-only', () => {
  const shared = useSharedPage({ setup: (page) => void recordViolations(page) })

  for (const route of pages) {
    test(`${route.path} runs under the policy with no violation`, async () => {
      const page = shared.page()
      const response = await page.goto(route.path)
      expect(response?.headers()['content-security-policy']).toContain("script-src 'self'")
      expect(response?.headers()['x-content-type-options']).toBe('nosniff')
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true', {
        timeout: 15_000,
      })
      expect(await violations(page)).toEqual([])
    })
  }
})

test('the welcome video embeds its players without a policy violation', async ({ page }) => {
  await recordViolations(page)
  await openPage(page, '/welcome')
  const field = page.getByRole('textbox', { name: 'Welcome video URL' })
  await field.fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ')
  await expect(page.getByTitle('Welcome video (YouTube)')).toBeVisible()
  await field.fill('https://vimeo.com/76979871')
  await expect(page.getByTitle('Welcome video (Vimeo)')).toBeVisible()
  await field.fill('https://example.com/welcome.mp4')
  await expect(page.locator('main video')).toHaveCount(1)
  expect(await violations(page)).toEqual([])
})
