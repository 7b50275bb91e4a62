import { expect, test, type Page } from '@playwright/test'
import { homeHero } from '../../src/data/home'
import { documentTitle, pages } from '../../src/data/pages'
import { openPage, useSharedPage, watchConsole } from './helpers'

const mainText = (page: Page) =>
  page
    .getByRole('main')
    .innerText()
    .then((text) => text.replace(/\s+/g, ' ').trim())

/** Ctrl+B works only once React has taken over the page. */
async function expectInteractive(page: Page) {
  const toggle = page.getByRole('button', { name: 'Toggle sidebar' })
  const before = await toggle.getAttribute('aria-expanded')
  await expect(async () => {
    await page.locator('body').press('Control+b')
    await expect(toggle).not.toHaveAttribute('aria-expanded', before ?? '', { timeout: 500 })
  }).toPass({ timeout: 15_000 })
}

test.describe('with JavaScript off @desktop-only', () => {
  test.use({ javaScriptEnabled: false })

  test.describe('every route', () => {
    // One page without scripts and one with, kept for all routes. The describe turns scripts
    // off; the second page turns them back on.
    const off = useSharedPage()
    const live = useSharedPage({ context: { javaScriptEnabled: true } })

    for (const route of pages) {
      test(`${route.path} shows its heading, its content and its meta tags`, async () => {
        const page = off.page()
        const response = await page.goto(route.path)
        expect(response?.status()).toBe(200)
        await expect(page).toHaveTitle(documentTitle(route.title))
        await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
        await expect(page.locator('meta[name="description"]')).toHaveAttribute(
          'content',
          route.description,
        )
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
          'href',
          new RegExp(`${route.path === '/' ? '' : route.path}$`),
        )
        await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
          'content',
          documentTitle(route.title),
        )
        // The h1 is the page record's title, typed once (Home greets with its hero's words).
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(
          route.path === '/' ? homeHero.title : route.title,
        )
        // A shell: its content is the visitor's own, once signed in or back from a link.
        if (route.personal) return
        // The prerendered page reads exactly as the live one does for a signed-out visitor.
        const withoutScript = await mainText(page)
        expect(withoutScript.length).toBeGreaterThan(200)

        await openPage(live.page(), route.path)
        expect(await mainText(live.page())).toBe(withoutScript)
      })
    }
  })

  test('an unknown address answers 404 with the not-found page', async ({ page }) => {
    const response = await page.goto('/no-such-page')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
  })

  test('the sitemap lists every route and robots.txt points to it', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text()
    const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname)
    // Personal pages (an account, a reset link) are not for search engines.
    expect(locs).toEqual(pages.filter((r) => !r.personal).map((r) => r.path))
    const robots = await (await request.get('/robots.txt')).text()
    expect(robots).toMatch(/^Sitemap: .+\/sitemap\.xml$/m)
  })
})

test.describe('hydration @desktop-only', () => {
  // Every route is checked for console warnings after hydration in shell.spec.ts; these are the
  // addresses whose query string the prerendered HTML cannot know about.
  const addresses = [
    '/auth?tab=signup',
    '/calculators/assumption-cruncher?p=800000&d=100000&b=500000&r=2.5&t=25&gr=7&gt=30&nr=6.5&nt=30',
  ]
  for (const address of addresses) {
    test(`${address} hydrates with no warning in the console`, async ({ page }) => {
      const problems = watchConsole(page)
      await openPage(page, address)
      await expectInteractive(page)
      expect(problems).toEqual([])
    })
  }

  test('a shared calculator link still fills the form and shows its results', async ({ page }) => {
    await openPage(page, addresses.at(-1)!)
    await expect(page.getByLabel(/Purchase price/)).toHaveValue('800,000')
    await expect(page.getByRole('heading', { name: 'Your numbers as charts' })).toBeVisible()
  })

  test('a message box is as tall before the page comes to life as after (no jump)', async ({
    browser,
    baseURL,
    page,
  }) => {
    const message = (p: Page) => p.getByRole('textbox', { name: /message/i })
    const still = await browser.newPage({ baseURL, javaScriptEnabled: false })
    await still.goto('/contact')
    const before = await message(still).boundingBox()
    await still.close()
    await openPage(page, '/contact')
    const after = await message(page).boundingBox()
    expect(before?.height).toBeGreaterThan(100) // five lines, as the form asks for
    expect(after?.height).toBe(before?.height)
    // It still grows with what is typed (MUI sizes it on the next frame, so read until it has).
    await message(page).fill('one\ntwo\nthree\nfour\nfive\nsix\nseven')
    await expect
      .poll(async () => (await message(page).boundingBox())!.height)
      .toBeGreaterThan(before!.height)
  })

  test('a page opened in a background tab, which paints nothing, still comes to life', async ({
    page,
  }) => {
    // The page's scripts start after its first frame; a hidden tab has no frames to wait for.
    await page.addInitScript(() => {
      Object.defineProperty(document, 'visibilityState', { get: () => 'hidden' })
      window.requestAnimationFrame = () => 0
    })
    await openPage(page, '/pcs-toolkit/pet-travel')
    await expectInteractive(page)
  })

  test('?tab=signup opens the Sign up tab', async ({ page }) => {
    await openPage(page, '/auth?tab=signup')
    await expect(page.getByRole('tab', { name: 'Sign up' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
  })
})

test.describe('offline @desktop-only', () => {
  // Reads what the service worker saved: it runs here (blocked elsewhere, playwright.config.ts).
  test.use({ serviceWorkers: 'allow' })
  test('a guide opened before still opens without signal, with an offline banner', async ({
    page,
    context,
  }) => {
    await openPage(page, '/')
    // The service worker takes over the site once it is installed.
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready
      if (!navigator.serviceWorker.controller) {
        await new Promise((resolve) =>
          navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
        )
      }
    })
    await openPage(page, '/pcs-toolkit/pet-travel')
    await openPage(page, '/pcs-toolkit/hawaii-checklist')

    await context.setOffline(true)
    await expect(page.getByRole('status').filter({ hasText: 'You are offline' })).toBeVisible()
    await page.goto('/pcs-toolkit/pet-travel')
    await expect(
      page.getByRole('heading', { level: 1, name: 'Pet travel to Hawaii' }),
    ).toBeVisible()
    await expect(page.getByRole('main')).toContainText('quarantine')

    await context.setOffline(false)
    await page.reload()
    await expect(page.getByText('You are offline')).toHaveCount(0)
  })
})

test.describe('lazy blocks @desktop-only', () => {
  // The service worker would answer the chunk request out of page.route()'s reach. A phone's
  // width, so the sidebar's switch to its phone layout happens while the form waits.
  test.use({ serviceWorkers: 'block', viewport: { width: 375, height: 800 } })

  test('a form keeps its prerendered HTML while its code loads, then hydrates in place', async ({
    page,
  }) => {
    const problems = watchConsole(page)
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    let requested = false
    await page.route(/\/assets\/ContactForm-[^/]+\.js$/, async (route) => {
      requested = true
      await held
      await route.continue()
    })
    await page.goto('/contact')
    const name = page.getByRole('textbox', { name: /Full name/ })
    await expect(name).toBeVisible()
    const field = await name.elementHandle()
    await expect.poll(() => requested).toBe(true)
    // The rest of the page hydrates (its startup updates wait for the form); the form is its
    // prerendered HTML until its code comes.
    await page.waitForLoadState('load')
    await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true')
    await expect(name).toBeVisible()

    release()
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
    // The same element, hydrated in place rather than replaced by a fallback and drawn again.
    expect(await field!.evaluate((element) => element.isConnected)).toBe(true)
    await page.getByRole('button', { name: 'Send message' }).click()
    await expect(page.getByText('Please enter your full name.')).toBeVisible()
    // Blocking the service worker is this test's own doing.
    expect(
      problems.filter((text) => !text.includes('Service Worker registration blocked')),
    ).toEqual([])
  })
})
