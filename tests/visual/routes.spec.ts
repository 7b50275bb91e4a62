import { expect, test } from '@playwright/test'
import { pageRoutes } from '../../src/app/routes'

const widths = { desktop: { width: 1280, height: 800 }, mobile: { width: 375, height: 800 } }

function slug(path: string) {
  return path === '/' ? 'home' : path.slice(1).replaceAll('/', '-')
}

for (const [name, viewport] of Object.entries(widths)) {
  test.describe(`routes at ${name} width`, () => {
    test.use({ viewport })
    for (const route of pageRoutes) {
      test(`${route.path} looks as approved`, async ({ page }) => {
        // A returning visitor: the first-visit dialog has its own story and e2e test.
        await page.addInitScript(() => localStorage.setItem('hpp:welcome-shown', 'true'))
        await page.goto(route.path)
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
        await page.evaluate(() => document.fonts.ready)
        await page.waitForLoadState('networkidle')
        await expect(page).toHaveScreenshot(`${slug(route.path)}-${name}.png`, { fullPage: true })
      })
    }
  })
}
