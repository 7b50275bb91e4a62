import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { pages } from '../../src/data/pages'
import { openPage, waitForHydration, watchConsole } from './helpers'

const results = (page: Page) => page.getByRole('listbox', { name: 'Search the site' })
const combobox = (page: Page) => page.getByRole('combobox', { name: 'Search the site' })

/** Opens /search?q=… and waits for its answer. */
async function searchPage(page: Page, query: string) {
  await openPage(page, `/search?q=${encodeURIComponent(query)}`)
  await expect(combobox(page)).toHaveValue(query)
  await expect(page.getByText(/\d+ results?$|^No results/)).toBeVisible({ timeout: 15_000 })
}

test.describe('finds the page a family means', () => {
  for (const [query, title] of [
    ['quarantine', 'Pet travel to Hawaii'],
    ['TLA', 'TLA hotels'],
    ['Schofield', 'Base housing'],
    ['firearm registration', 'Bringing firearms to Hawaii'],
    ['POV', 'Shipping a vehicle to Hawaii'],
    ['quarantene', 'Pet travel to Hawaii'],
  ] as const) {
    test(`"${query}" finds ${title} among the first three results`, async ({ page }) => {
      const problems = watchConsole(page)
      await searchPage(page, query)
      const firstThree = await results(page)
        .getByRole('option')
        .evaluateAll((options) => options.slice(0, 3).map((option) => option.textContent ?? ''))
      expect(firstThree.some((text) => text.startsWith(title))).toBe(true)
      await expect(results(page).locator('mark').first()).toBeVisible()
      expect(problems).toEqual([])
    })
  }
})

test.describe('nothing to find', () => {
  for (const [name, query] of [
    ['symbols', '%$#@!'],
    ['a 500-character paste', 'lorem ipsum dolor '.repeat(28).slice(0, 500)],
  ] as const) {
    test(`${name} gets a calm no-results answer with the main sections`, async ({ page }) => {
      const problems = watchConsole(page)
      await openPage(page, '/search')
      await combobox(page).fill(query)
      await expect(page.getByText(/^No results for/)).toBeVisible({ timeout: 15_000 })
      await expect(combobox(page)).toHaveValue(query)
      const sections = page.getByRole('navigation', { name: 'Main sections' })
      await expect(sections.getByRole('link', { name: 'Hawaii PCS checklist' })).toBeVisible()
      expect(problems).toEqual([])
    })
  }

  test('an empty search offers the main sections', async ({ page }) => {
    await openPage(page, '/search?q=')
    await expect(page.getByText('Type a word: a guide, a rule, a base or a contact.')).toBeVisible()
    await page
      .getByRole('navigation', { name: 'Main sections' })
      .getByRole('link', { name: 'TLA hotels' })
      .click()
    await expect(page).toHaveURL(/\/pcs-toolkit\/tla-hotels$/)
  })
})

test.describe('the header search', () => {
  test('opens from its button, moves with the arrow keys and opens a result with Enter', async ({
    page,
  }) => {
    await openPage(page, '/programs')
    const button = page.getByRole('banner').getByRole('button', { name: 'Search' })
    await button.click()
    const dialog = page.getByRole('dialog', { name: 'Search the site' })
    await expect(combobox(dialog.page())).toBeFocused()
    await page.keyboard.type('quarantine')
    await expect(results(page).getByRole('option').first()).toBeVisible({ timeout: 15_000 })

    const axe = await new AxeBuilder({ page }).include('[role="dialog"]').analyze()
    expect(axe.violations.map((v) => v.id)).toEqual([])

    await page.keyboard.press('ArrowDown')
    const first = results(page).getByRole('option').first()
    await expect(first).toHaveAttribute('aria-selected', 'true')
    const chosen = await new AxeBuilder({ page }).include('[role="dialog"]').analyze()
    expect(chosen.violations.map((v) => v.id)).toEqual([])
    await expect(combobox(page)).toHaveAttribute(
      'aria-activedescendant',
      (await first.getAttribute('id'))!,
    )
    await page.keyboard.press('ArrowDown')
    await expect(first).toHaveAttribute('aria-selected', 'false')
    await page.keyboard.press('ArrowUp')
    await expect(first).toHaveAttribute('aria-selected', 'true')
    // "Page › Section": the result opens the page at that section.
    const label = (await first.locator('span').first().textContent()) ?? ''
    const [title, section] = label.split(' › ')
    await page.keyboard.press('Enter')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title!)
    await waitForHydration(page)
    if (section) {
      await expect(page).toHaveURL(/#.+/)
      await expect(page.getByRole('heading', { level: 2, name: section })).toBeInViewport()
    }
  })

  test('"/" and Ctrl+K open it; Escape closes it and focus goes back', async ({ page }) => {
    await openPage(page, '/resources')
    const link = page.getByRole('main').getByRole('link').first()
    await link.focus()
    await page.keyboard.press('/')
    const dialog = page.getByRole('dialog', { name: 'Search the site' })
    await expect(dialog).toBeVisible()
    await expect(combobox(page)).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(link).toBeFocused()

    await page.keyboard.press('Control+k')
    await expect(dialog).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(link).toBeFocused()
  })

  test('fills the screen on a phone @mobile-only', async ({ page }) => {
    await openPage(page, '/')
    await page.getByRole('banner').getByRole('button', { name: 'Search' }).click()
    const box = await page.getByRole('dialog', { name: 'Search the site' }).boundingBox()
    const viewport = page.viewportSize()!
    expect(box?.width).toBe(viewport.width)
    expect(box?.height).toBe(viewport.height)
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the header search goes to /search, which lists every page with its description', async ({
    page,
  }) => {
    await page.goto('/pcs-toolkit/pet-travel')
    await page.getByRole('banner').getByRole('button', { name: 'Search' }).click()
    await expect(page).toHaveURL(/\/search\??$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible()
    const list = page.getByRole('region', { name: 'Every page' })
    await expect(list.getByRole('link')).toHaveCount(pages.length - 1)
    await expect(list).toContainText('Rabies quarantine rules, fees and timing')

    await combobox(page).fill('quarantine')
    await combobox(page).press('Enter')
    await expect(page).toHaveURL(/\/search\?q=quarantine$/)
  })
})

test.describe('offline @desktop-only', () => {
  // Reads what the service worker saved: it runs here (blocked elsewhere, playwright.config.ts).
  test.use({ serviceWorkers: 'allow' })
  test('a search made before works again without signal', async ({ page, context }) => {
    await openPage(page, '/search')
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready
      if (!navigator.serviceWorker.controller) {
        await new Promise((resolve) =>
          navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
        )
      }
    })
    // Through the service worker now: the page, its code and the index files it fetches.
    await searchPage(page, 'quarantine')
    await expect(results(page).getByRole('option').first()).toContainText('Pet travel to Hawaii')

    await context.setOffline(true)
    await page.reload()
    await expect(combobox(page)).toHaveValue('quarantine')
    await expect(results(page).getByRole('option').first()).toContainText('Pet travel to Hawaii', {
      timeout: 15_000,
    })
    await context.setOffline(false)
  })
})
