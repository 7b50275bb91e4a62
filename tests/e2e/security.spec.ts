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

test('the welcome video players the page can embed run under its policy', async ({ page }) => {
  await recordViolations(page)
  await openPage(page, '/welcome')
  // What the video section renders for a YouTube, a Vimeo and a file address (parseVideoUrl,
  // tests/unit/toolkit), then a frame the policy must refuse: its report shows the recorder
  // works, and comes after any report for the players, which start loading first.
  await page.evaluate(() => {
    const main = document.querySelector('main')!
    for (const src of [
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
      'https://player.vimeo.com/video/76979871',
    ]) {
      const frame = document.createElement('iframe')
      frame.src = src
      main.append(frame)
    }
    const video = document.createElement('video')
    video.src = 'https://example.com/welcome.mp4'
    main.append(video)
    const refused = document.createElement('iframe')
    refused.src = 'https://refused.example/'
    main.append(refused)
  })
  await expect.poll(() => violations(page)).toContain('frame-src https://refused.example')
  expect(await violations(page)).toEqual(['frame-src https://refused.example'])
})
