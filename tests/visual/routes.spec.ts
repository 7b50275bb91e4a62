import { expect, test } from '@playwright/test'
import { pages } from '../../src/data/pages'
import { openPage, useSharedPage } from '../e2e/helpers'

const widths = { desktop: { width: 1280, height: 800 }, mobile: { width: 375, height: 800 } }

function slug(path: string) {
  return path === '/' ? 'home' : path.slice(1).replaceAll('/', '-')
}

// One page for every route (its scripts stay cached: much faster than a context per route).
// A returning visitor: the first-visit dialog has its own story and e2e test (openPage).
const shared = useSharedPage()

for (const [name, viewport] of Object.entries(widths)) {
  test.describe(`routes at ${name} width`, () => {
    for (const route of pages) {
      test(`${route.path} looks as approved`, async () => {
        const page = shared.page()
        await page.setViewportSize(viewport)
        await openPage(page, route.path)
        await page.evaluate(() => document.fonts.ready)
        await page.waitForLoadState('networkidle')
        await expect(page).toHaveScreenshot(`${slug(route.path)}-${name}.png`, { fullPage: true })
      })
    }
  })
}
