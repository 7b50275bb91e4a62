import { expect, test, type Page } from '@playwright/test'
import { newEmail, signOut, signUp } from './accounts'
import { openAllSourceLines, openPage, openSourceLine } from './helpers'

// Runs at 1280 px (desktop project) and at 375 px (mobile project); the header also at 320 and
// 414 px. Each part of issue 32 has its own describe.

const phoneWidths = [320, 375, 414]

/** The header's name is whole and on screen, the header keeps its height, nothing scrolls sideways. */
async function expectHeaderFits(page: Page) {
  const header = page.getByRole('banner')
  const name = header.getByText('Hawaii PCS Planner', { exact: true })
  await expect(name).toBeVisible()
  const width = page.viewportSize()!.width
  const box = (await name.boundingBox())!
  expect(box.x).toBeGreaterThanOrEqual(0)
  expect(box.x + box.width).toBeLessThanOrEqual(width)
  expect((await header.boundingBox())!.height).toBeLessThanOrEqual(72)
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  )
  expect(overflow).toBeLessThanOrEqual(0)
}

test.describe('the header', () => {
  test('signed out at the project width: name, search and Sign in fit; the tagline only on a wide screen', async ({
    page,
  }) => {
    await openPage(page, '/')
    await expectHeaderFits(page)
    const header = page.getByRole('banner')
    const tagline = header.getByText('Free relocation tools for military families moving to Hawaii')
    const wide = page.viewportSize()!.width >= 900
    await expect(tagline).toBeVisible({ visible: wide })
    await expect(header.getByRole('link', { name: 'Sign in', exact: true })).toBeInViewport({
      ratio: 1,
    })
    await expect(header.getByRole('button', { name: 'Search' })).toBeInViewport({ ratio: 1 })
  })

  test('signed in with a long email: a phone gets one account menu, a wide screen the controls', async ({
    page,
  }) => {
    const email = await signUp(page, newEmail('a-family-with-a-rather-long-address-name'))
    await expectHeaderFits(page)
    const header = page.getByRole('banner')
    if (page.viewportSize()!.width < 600) {
      await expect(header.getByRole('button', { name: 'Sign out' })).toHaveCount(0)
      const menuButton = header.getByRole('button', { name: 'Account menu' })
      await expect(menuButton).toBeInViewport({ ratio: 1 })
      await menuButton.click()
      const menu = page.getByRole('menu')
      await expect(menu.getByText(`Signed in as ${email}`)).toBeVisible()
      await expect(menu).toBeInViewport({ ratio: 1 })
      await menu.getByRole('menuitem', { name: 'Account' }).click()
      await expect(page).toHaveURL(/\/account$/)
      // Signing out on /account sends the visitor to sign in with a way back: sign out elsewhere.
      await openPage(page, '/')
    } else {
      await expect(header.getByText(email)).toBeVisible()
      await expect(header.getByRole('button', { name: 'Sign out' })).toBeInViewport({ ratio: 1 })
      await expect(header.getByRole('button', { name: 'Account menu' })).toHaveCount(0)
    }
    await signOut(page)
    await expect(header.getByRole('link', { name: 'Sign in', exact: true })).toBeVisible()
  })

  test.describe('on narrow and wide phones @mobile-only', () => {
    for (const width of phoneWidths) {
      test(`fits at ${width} px signed out and signed in`, async ({ page }) => {
        await page.setViewportSize({ width, height: 800 })
        await openPage(page, '/pcs-toolkit/pet-travel')
        await expectHeaderFits(page)
        await signUp(page, newEmail('a-family-with-a-rather-long-address-name'))
        await expectHeaderFits(page)
        await expect(
          page.getByRole('banner').getByRole('button', { name: 'Account menu' }),
        ).toBeInViewport({ ratio: 1 })
      })
    }
  })
})

test.describe('the assumption calculator', () => {
  const ISSUE_LINK =
    '/calculators/assumption-cruncher?p=725000&b=455000&r=2.75&t=25&gr=9.5&gt=15&nr=6.25&nt=30&h=450&tx=180&i=60'

  test('the link of issue 32 gives one verdict, from the whole cost, and nothing says the opposite', async ({
    page,
  }) => {
    await openPage(page, ISSUE_LINK)
    const results = page.getByRole('region', {
      name: 'Assume a VA loan, or take a new one? results',
    })
    const verdict = results.getByText(/^Over 30 years, assuming the VA loan costs/)
    await expect(verdict).toBeVisible()
    await expect(verdict).toContainText('Its monthly payments start $454.42 higher, before fees')
    await expect(
      results.getByRole('heading', { name: 'Monthly payments, before fees' }),
    ).toBeVisible()
    await expect(page.getByText(/assuming saves nothing/)).toHaveCount(0)
    await expect(page.getByText(/less in all/)).toHaveCount(1)
    // The whole cost agrees with the verdict.
    await expect(page.getByText('Difference: assuming costs less')).toBeVisible()
  })

  test("the phase table fits the screen, each phase's years on one line", async ({ page }) => {
    await openPage(page, ISSUE_LINK)
    const table = page.getByRole('table', { name: 'Monthly loan payments, phase by phase' })
    await table.scrollIntoViewIfNeeded()
    const fits = await table.evaluate((t) => {
      const box = t.parentElement!
      return box.scrollWidth <= box.clientWidth
    })
    expect(fits).toBe(true)
    const years = table.getByRole('rowheader', { name: 'Years 16–25' })
    const { height } = (await years.boundingBox())!
    const line = await years.evaluate((cell) => parseFloat(getComputedStyle(cell).lineHeight))
    expect(height).toBeLessThan(line * 2 + 16)
  })

  test('Calculate moves focus and the page to the results heading', async ({ page }) => {
    await openPage(page, ISSUE_LINK)
    const rate = { name: 'New loan rate', exact: true }
    await page.getByRole('textbox', rate).or(page.getByRole('spinbutton', rate)).fill('6.5')
    await page.getByRole('button', { name: 'Calculate' }).click()
    const heading = page.getByRole('heading', { name: 'Results', exact: true })
    await expect(heading).toBeFocused()
    await expect(heading).toBeInViewport()
    // Below the sticky header, not under it.
    const top = (await heading.boundingBox())!.y
    expect(top).toBeGreaterThanOrEqual(72)
  })
})

test.describe('the Welcome page', () => {
  test('shows the mission and a fill-in card that says it is not saved, no empty admin fields', async ({
    page,
  }) => {
    await openPage(page, '/welcome')
    const main = page.getByRole('main')
    await expect(main.getByRole('heading', { name: 'Our mission' })).toBeVisible()
    await expect(main.getByText('No video URL provided yet')).toHaveCount(0)
    await expect(main.getByText(/Not added yet/)).toHaveCount(0)
    await expect(main.getByRole('textbox')).toHaveCount(0)
    const card = main.getByRole('region', { name: 'A contact card for you' })
    await expect(card).toContainText('Nothing is saved')
    await card.getByRole('button', { name: 'Fill in contact information' }).click()
    await card.getByRole('textbox', { name: 'Name' }).pressSequentially('Leilani Kahale')
    await card.getByRole('button', { name: 'Save Contact Information' }).click()
    await expect(card.getByRole('heading', { name: 'Leilani Kahale' })).toBeVisible()
    await page.reload()
    await expect(card.getByText('Your card is empty.')).toBeVisible()
  })
})

test.describe('the member forum', () => {
  test('says plainly it is a preview and shows no invented activity', async ({ page }) => {
    await openPage(page, '/member-forum')
    const main = page.getByRole('main')
    await expect(main.getByText('Preview: the member forum is not open yet')).toBeVisible()
    await expect(main.getByText(/\d+ (topics|posts|replies)|hours ago|Yesterday/)).toHaveCount(0)
    const examples = main.getByRole('region', { name: 'Example questions' }).getByRole('listitem')
    await expect(examples).toHaveCount(4)
    for (const example of await examples.all()) {
      await expect(example).toContainText('Example question')
    }
  })
})

test.describe('site search', () => {
  const combobox = (page: Page) => page.getByRole('combobox', { name: 'Search the site' })
  const options = (page: Page) =>
    page.getByRole('listbox', { name: 'Search the site' }).getByRole('option')

  test('"BAH" lands on a readable section anchor, its heading below the sticky header', async ({
    page,
  }) => {
    await openPage(page, '/search?q=BAH')
    await expect(options(page).first()).toBeVisible({ timeout: 15_000 })
    const texts = await options(page).allTextContents()
    for (const text of texts) expect(text).not.toMatch(/Report a problem|^a problem/)
    await options(page).first().click()
    await expect(page).toHaveURL(/#[a-z0-9]+(-[a-z0-9]+)*$/)
    const anchor = decodeURIComponent(new URL(page.url()).hash.slice(1))
    const heading = page.locator(`[id="${anchor}"]`)
    await expect(heading).toBeInViewport()
    expect((await heading.boundingBox())!.y).toBeGreaterThanOrEqual(72)
  })

  test('"BAH" and "housing allowance" find the BAH page first', async ({ page }) => {
    for (const query of ['BAH', 'housing allowance']) {
      await openPage(page, `/search?q=${encodeURIComponent(query)}`)
      await expect(options(page).first()).toBeVisible({ timeout: 15_000 })
      await expect(options(page).first(), query).toContainText(/^BAH and rent/)
    }
  })

  test("excerpts carry no form control's words", async ({ page }) => {
    await openPage(page, '/search?q=quarantine')
    await expect(options(page).first()).toBeVisible({ timeout: 15_000 })
    for (const text of await options(page).allTextContents())
      expect(text).not.toMatch(/Not answered|Report a problem/)
  })

  test('"OHA" does not match Ohana', async ({ page }) => {
    await openPage(page, '/search?q=OHA')
    await expect(page.getByText(/\d+ results?$|^No results/)).toBeVisible({ timeout: 15_000 })
    for (const text of await options(page).allTextContents()) expect(text).not.toMatch(/ohana/i)
  })

  test('Enter with no result chosen opens the search page for the query', async ({ page }) => {
    await openPage(page, '/')
    await page.getByRole('banner').getByRole('button', { name: 'Search' }).click()
    await combobox(page).pressSequentially('quarantine')
    await expect(options(page).first()).toBeVisible({ timeout: 15_000 })
    await combobox(page).press('Enter')
    await expect(page).toHaveURL(/\/search\?q=quarantine$/)
    await expect(combobox(page)).toHaveValue('quarantine')
  })
})

test.describe('source lines', () => {
  test('a phone-sized line gives the kind and the age; the pages and the report are one tap away', async ({
    page,
  }) => {
    await openPage(page, '/pcs-toolkit/pet-travel')
    const step = page
      .getByRole('listitem')
      .filter({ hasText: 'Fill in the Dog and Cat Import Form' })
    const summary = step.locator('details.source-note > summary')
    await expect(summary).toHaveText(
      /^Secondary source \(not official\) · read [A-Z][a-z]{2} \d{1,2}, \d{4}$/,
    )
    const report = step.getByRole('link', { name: /^Report a problem/ })
    await expect(report).toBeHidden()
    await summary.click()
    await expect(report).toBeVisible()
    await expect(step.getByRole('link', { name: /^kauaihumane\.org/ })).toBeVisible()
    // The keyboard closes it again.
    await summary.focus()
    await page.keyboard.press('Enter')
    await expect(report).toBeHidden()
  })

  test('each "Report a problem" on the pet guide names its fact, and source lines are 24 px targets', async ({
    page,
  }) => {
    await openPage(page, '/pcs-toolkit/pet-travel')
    await openAllSourceLines(page)
    const reports = page.getByRole('link', { name: /^Report a problem/ })
    // What a screen reader says for each: its label, which names the fact.
    const spoken = await reports.evaluateAll((links) =>
      links.map((link) => link.getAttribute('aria-label') ?? link.textContent ?? ''),
    )
    expect(spoken.length).toBeGreaterThan(10)
    expect(spoken.filter((name) => !name.startsWith('Report a problem with '))).toEqual([])
    // Told apart: most links name a different fact.
    expect(new Set(spoken).size).toBeGreaterThan(spoken.length / 2)

    const lines = page.getByRole('main').locator('details.source-note')
    const heights = await lines
      .locator('summary, a')
      .evaluateAll((targets) => targets.map((target) => target.getBoundingClientRect().height))
    expect(heights.length).toBeGreaterThan(20)
    expect(Math.min(...heights)).toBeGreaterThanOrEqual(24)
  })

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })
    test('the prerendered source line opens with a tap and its report link works', async ({
      page,
    }) => {
      await page.goto('/pcs-toolkit/pet-travel')
      const step = page
        .getByRole('listitem')
        .filter({ hasText: 'Fill in the Dog and Cat Import Form' })
      const report = step.getByRole('link', { name: /^Report a problem/ })
      await expect(report).toBeHidden()
      await step.locator('details.source-note > summary').click()
      await expect(report).toBeVisible()
      await report.click()
      await expect(page).toHaveURL(/\/sources\?fact=/)
    })
  })
})

test.describe('long guides', () => {
  const guides = [
    '/pcs-toolkit/pet-travel',
    '/pcs-toolkit/vehicle-shipping',
    '/pcs-toolkit/firearms-pcs',
    '/pcs-toolkit/boat-shipping',
  ] as const

  for (const path of guides) {
    test(`${path} lists its sections under "On this page", each landing on its heading`, async ({
      page,
    }) => {
      await openPage(page, path)
      const nav = page.getByRole('navigation', { name: 'On this page' })
      const links = nav.getByRole('link')
      const sections = await page
        .getByRole('main')
        .getByRole('heading', { level: 2 })
        .allTextContents()
      // Every section, in order, and nothing else.
      expect(await links.allTextContents()).toEqual(sections)
      const last = links.last()
      const title = await last.textContent()
      await last.click()
      const heading = page.getByRole('heading', { level: 2, name: title! })
      await expect(heading).toBeInViewport()
      // Below the sticky header, not under it.
      expect((await heading.boundingBox())!.y).toBeGreaterThanOrEqual(72)
    })
  }

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })
    test('the list still jumps to a section', async ({ page }) => {
      await page.goto('/pcs-toolkit/pet-travel')
      await page
        .getByRole('navigation', { name: 'On this page' })
        .getByRole('link', { name: 'Deadlines and rules' })
        .click()
      await expect(page).toHaveURL(/#deadlines-and-rules$/)
      await expect(page.getByRole('heading', { name: 'Deadlines and rules' })).toBeInViewport()
    })
  })
})

test.describe('facts that do not go stale', () => {
  test('where a base is carries its source and date, with no "old source" warning', async ({
    page,
  }) => {
    await openPage(page, '/')
    const lines = page
      .getByRole('main')
      .locator('.source-note')
      .filter({ hasText: /dated Civil Beat, Aug 2019/ })
    await expect(lines.first()).toBeVisible()
    // The same source still flags its age where it speaks of housing conditions, which change;
    // on the home page it only says where the bases are.
    for (const text of await lines.allTextContents()) expect(text).not.toContain('an old source')
  })
})

test.describe('a line for several facts', () => {
  test("keeps each page's old-source warning and names the program figure among them", async ({
    page,
  }) => {
    await openPage(page, '/housing/base-housing')
    const cards = page.getByRole('main').locator('.MuiCard-root')
    const schofield = cards.filter({
      has: page.getByRole('heading', { name: 'Schofield Barracks' }),
    })
    await expect(schofield.locator('summary')).toHaveText(
      /^Sources: secondary \(not official\), official, VHP program figures · read /,
    )
    // Hickam's housing facts come partly from a 2019 news story: the merged line says it is old.
    const hickam = cards.filter({
      has: page.getByRole('heading', { name: 'Joint Base Pearl Harbor-Hickam (Hickam)' }),
    })
    await expect(hickam.locator('summary')).toContainText('an old source')
    const line = await openSourceLine(hickam)
    await expect(line).toContainText('dated Civil Beat, Aug 2019')
  })
})

test.describe('program figures', () => {
  test('a tip is labelled as our advice, and "program figure" stays on the program\'s figures', async ({
    page,
  }) => {
    await openPage(page, '/pcs-toolkit/pet-travel')
    const firstStep = page
      .getByRole('listitem')
      .filter({ hasText: 'Start 4–6 months before you move' })
    await expect(firstStep.getByText('Our planning advice (not an official page)')).toBeVisible()
    await expect(page.getByRole('main').getByText('VHP program figure')).toHaveCount(0)
    await openPage(page, '/housing/new-construction')
    await expect(
      page
        .getByRole('main')
        .getByText(/VHP program figure/)
        .first(),
    ).toBeVisible()
  })
})

test.describe('links to other sites', () => {
  test("one look: a card's way out is an outlined button with the new-tab glyph, named after its card", async ({
    page,
  }) => {
    for (const path of [
      '/',
      '/housing/base-housing',
      '/housing/verified-rentals',
      '/pcs-toolkit/tla-hotels',
    ]) {
      await openPage(page, path)
      // Every outside link in a card's footer: a card's actions or a listing's buttons.
      const outside = page.getByRole('main').locator('.MuiCardActions-root a[target="_blank"]')
      expect(await outside.count(), path).toBeGreaterThan(0)
      const looks = await outside.evaluateAll((links) =>
        links.map((link) => ({
          outlined: link.classList.contains('MuiButton-outlined'),
          glyph: link.querySelector('.MuiButton-endIcon svg') !== null,
        })),
      )
      expect(
        looks.filter((look) => !look.outlined || !look.glyph),
        path,
      ).toEqual([])
    }
    await openPage(page, '/housing/base-housing')
    const card = page.getByRole('main').getByRole('link', {
      name: /^Visit website: Basic Allowance for Housing.*\(opens in a new tab\)$/,
    })
    await expect(card).toBeVisible()
    await expect(card).toHaveText(/^Visit website/)
  })
})
