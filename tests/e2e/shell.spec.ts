import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'
import { pages } from '../../src/data/pages'
import { openPage, useSharedPage } from './helpers'

test.describe('every route', () => {
  const shared = useSharedPage()

  for (const route of pages) {
    test(`${route.path} shows its heading and title, with no console error and no axe violation`, async () => {
      // /sources lists every fact of the site: axe reads tens of thousands of elements.
      test.slow(route.path === '/sources')
      const page = shared.page()
      await openPage(page, route.path)
      await expect(page).toHaveTitle(/Hawaii PCS Planner/)
      await expect(page.getByRole('main')).toBeVisible()
      // A page may send the visitor on (/account, signed out, goes to sign in): check the page
      // it settles on, with its code loaded and its h1 shown.
      await page.waitForLoadState('networkidle')
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      const results = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
        .analyze()
      const violations = results.violations.map(
        (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
      )
      expect(violations).toEqual([])
      expect(shared.problems()).toEqual([])
      // Phone first: nothing wider than the screen (the page must not scroll sideways).
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      )
      expect(overflow).toBeLessThanOrEqual(0)
    })
  }
})

test('an unknown address shows a friendly not-found page', async ({ page }) => {
  await openPage(page, '/no-such-page')
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()
  await page.getByRole('link', { name: 'Go to the home page' }).click()
  await expect(page).toHaveURL(/\/$/)
})

test('a new page opens at the top; Back and a reload return to where the reader was @desktop-only', async ({
  page,
}) => {
  const scrollY = () => page.evaluate(() => Math.round(window.scrollY))
  await openPage(page, '/pcs-toolkit/pet-travel')
  await page.evaluate(() => window.scrollTo(0, 900))
  await expect.poll(scrollY).toBe(900)
  // The sidebar stays in view, so clicking it does not scroll the page first.
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Welcome' })
    .click()
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome' })).toBeVisible()
  await expect.poll(scrollY).toBe(0)
  await page.goBack()
  await expect(page.getByRole('heading', { level: 1, name: /Pet travel/ })).toBeVisible()
  await expect.poll(scrollY).toBe(900)
  await page.reload()
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  await expect.poll(scrollY).toBe(900)
})

test('the keyboard focus shows a strong two-tone ring on links and buttons', async ({ page }) => {
  await openPage(page, '/')
  const ring = () =>
    page.evaluate(() => {
      const style = getComputedStyle(document.activeElement!)
      return `${style.outlineStyle} ${style.outlineWidth} ${style.boxShadow}`
    })
  // First Tab: the skip link, shown at the top; then on to the header's controls.
  await page.keyboard.press('Tab')
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused()
  expect(await ring()).toMatch(/^solid 3px .*2px/)
  await page.keyboard.press('Tab')
  expect(await ring()).toMatch(/^solid 3px .*2px/)
})

test.describe('a failed page load', () => {
  // The service worker would answer the chunk request out of page.route()'s reach.
  test.use({ serviceWorkers: 'block' })

  test('a page that fails to load shows the error screen with the message', async ({ page }) => {
    await openPage(page, '/')
    // A chunk that cannot be fetched (e.g. after a deploy) is a real way for a page to fail.
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort())
    await page.getByRole('contentinfo').getByRole('link', { name: 'Resources' }).click()
    await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeVisible()
    await expect(page.getByRole('alert').first()).toContainText(/fetch|import|module/i)
  })
})

test.describe('sidebar on a wide screen @desktop-only', () => {
  test('lists the groups and links of the spec, marking the current page', async ({ page }) => {
    await openPage(page, '/pcs-toolkit/pet-travel')
    const nav = page.getByRole('navigation', { name: 'Main' }).first()
    for (const group of ['Main', 'PCS Tools', 'Housing Tools']) {
      await expect(nav.getByRole('heading', { name: group })).toBeVisible()
    }
    const labels = await nav.getByRole('link').allInnerTexts()
    expect(labels.map((l) => l.replace('(opens in a new tab)', '').trim())).toEqual([
      'Home',
      'Welcome',
      'Hawaii PCS checklist',
      'Hawaii schools',
      'Vehicle shipping',
      'Pet travel',
      'Firearms',
      'Boat shipping',
      'Storage facilities',
      'Crime and safety',
      'Base housing',
      'Verified rentals',
      'VA homes for sale',
      'Assumption calculator',
      'VA loan assumptions',
      'VHP Programs',
      'New construction',
      'BAH and rent',
      'Search new construction',
      'Contact a VHP sponsor',
      'Resources',
      'Member forum',
    ])
    await expect(nav.getByRole('link', { name: 'Pet travel' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    const external = nav.getByRole('link', { name: /Search new construction/ })
    await expect(external).toHaveAttribute('target', '_blank')
    await expect(external).toHaveAttribute('rel', 'noopener noreferrer')
  })

  test("its column runs the page's whole height, down to the footer", async ({ page }) => {
    await openPage(page, '/pcs-toolkit/pet-travel')
    const column = page.locator('.MuiDrawer-docked')
    const main = page.locator('#main')
    const columnBox = (await column.boundingBox())!
    const mainBox = (await main.boundingBox())!
    expect(mainBox.height).toBeGreaterThan(3000)
    expect(columnBox.height).toBeGreaterThanOrEqual(mainBox.height)
    const painted = await column.evaluate((el) => getComputedStyle(el).backgroundColor)
    expect(painted).not.toBe('rgba(0, 0, 0, 0)')
  })

  test('Ctrl+B collapses and expands it, and the cookie remembers for 7 days', async ({
    page,
    context,
  }) => {
    await openPage(page, '/')
    const drawer = page.locator('[data-state]').first()
    await expect(drawer).toHaveAttribute('data-state', 'expanded')
    await page.keyboard.press('Control+b')
    await expect(drawer).toHaveAttribute('data-state', 'collapsed')
    const cookie = (await context.cookies()).find(
      (c) => decodeURIComponent(c.name) === 'sidebar:state',
    )
    expect(cookie?.value).toBe('false')
    const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000
    expect(days).toBeGreaterThan(6.9)
    expect(days).toBeLessThanOrEqual(7)
    await page.reload()
    await expect(page.locator('[data-state]').first()).toHaveAttribute('data-state', 'collapsed')
    await page.keyboard.press('Meta+b')
    await expect(page.locator('[data-state]').first()).toHaveAttribute('data-state', 'expanded')
  })

  test('collapsed to icons, it names the icon under the pointer', async ({ page }) => {
    await openPage(page, '/')
    await page.keyboard.press('Control+b')
    await expect(page.locator('[data-state]').first()).toHaveAttribute('data-state', 'collapsed')
    const resources = page
      .getByRole('navigation', { name: 'Main' })
      .first()
      .getByRole('link', { name: 'Resources' })
    // The tooltip's code arrives after the first mouse move, once the page is idle; until then a
    // hover shows nothing.
    await expect(async () => {
      await page.mouse.move(0, 0)
      await resources.hover()
      await expect(page.getByRole('tooltip', { name: 'Resources' })).toBeVisible({ timeout: 2000 })
    }).toPass({ timeout: 10_000 })
  })

  test('navigates between pages without a full reload', async ({ page }) => {
    await openPage(page, '/')
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1))
    await page
      .getByRole('navigation', { name: 'Main' })
      .first()
      .getByRole('link', { name: 'Resources' })
      .click()
    await expect(page.getByRole('heading', { level: 1, name: 'Resources' })).toBeVisible()
    await expect(page).toHaveTitle('Resources · Hawaii PCS Planner')
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1)
  })
})

test.describe('sidebar on a phone @mobile-only', () => {
  test('is an off-canvas panel that opens from the menu button and closes on navigation', async ({
    page,
  }) => {
    await openPage(page, '/')
    await expect(page.locator('[data-state]')).toBeHidden()
    const trigger = page.getByRole('button', { name: 'Toggle sidebar' })
    await expect(trigger).toHaveAttribute('aria-expanded', 'false')
    await trigger.click()
    const panel = page.getByRole('dialog')
    await expect(panel.getByRole('navigation', { name: 'Main' })).toBeVisible()
    await panel.getByRole('link', { name: 'Pet travel' }).click()
    await expect(page.getByRole('heading', { level: 1, name: /Pet travel/ })).toBeVisible()
    await expect(page.getByRole('dialog')).toBeHidden()
  })

  test('Ctrl+B opens and closes the panel', async ({ page }) => {
    await openPage(page, '/')
    await page.keyboard.press('Control+b')
    await expect(page.getByRole('dialog')).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(page.getByRole('dialog')).toBeHidden()
  })

  test('a touch screen never loads the tooltips; the first mouse move does', async ({ page }) => {
    const tooltipCode: string[] = []
    page.on('request', (request) => {
      if (/\/assets\/Tooltip-[^/]*\.js$/.test(request.url())) tooltipCode.push(request.url())
    })
    await openPage(page, '/')
    await page.getByRole('button', { name: 'Toggle sidebar' }).tap()
    await expect(page.getByRole('dialog').getByRole('navigation', { name: 'Main' })).toBeVisible()
    // Every idle callback asked for so far has run (they run in order), and the network is quiet.
    await page.evaluate(
      () => new Promise((done) => requestIdleCallback(() => requestIdleCallback(done))),
    )
    await page.waitForLoadState('networkidle')
    expect(tooltipCode).toEqual([])
    await page.mouse.move(20, 20)
    await expect.poll(() => tooltipCode.length).toBe(1)
  })

  test('has no horizontal scroll at 375 px', async ({ page }) => {
    await openPage(page, '/')
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    )
    expect(overflow).toBeLessThanOrEqual(0)
  })
})
