import { expect, test, type Page } from '@playwright/test'
import { pageRoutes } from '../../src/app/routes'
import { returningVisitor } from '../e2e/helpers'

const widths = { desktop: { width: 1280, height: 800 }, mobile: { width: 375, height: 800 } }

function slug(path: string) {
  return path === '/' ? 'home' : path.slice(1).replaceAll('/', '-')
}

// One page for every route (its scripts stay cached: much faster than a context per route).
let page: Page
test.beforeAll(async ({ browser, baseURL }) => {
  page = await browser.newPage({ baseURL, reducedMotion: 'reduce' })
  // The first-visit dialog has its own story and e2e test.
  await returningVisitor(page)
})
test.afterAll(async () => {
  await page.close()
})

for (const [name, viewport] of Object.entries(widths)) {
  test.describe(`routes at ${name} width`, () => {
    for (const route of pageRoutes) {
      test(`${route.path} looks as approved`, async () => {
        await page.setViewportSize(viewport)
        await page.goto(route.path)
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
        await page.evaluate(() => document.fonts.ready)
        await page.waitForLoadState('networkidle')
        await expect(page).toHaveScreenshot(`${slug(route.path)}-${name}.png`, { fullPage: true })
      })
    }
  })
}
