import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { returningVisitor, watchConsole } from './helpers'

const axe = async (page: Page) => {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze()
  return results.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  )
}

// openPage with room for a loaded machine: the page is prerendered, then hydrated.
const openPage = async (page: Page, path: string) => {
  await returningVisitor(page)
  await page.goto(path)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 })
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true', { timeout: 60_000 })
}

// The family's own way through the form, with the keyboard, then a reload.
async function chooseWithKeyboard(page: Page) {
  const problems = watchConsole(page)
  await openPage(page, '/housing/bah')
  const answer = page.getByRole('status')
  await expect(answer).toContainText('$3,663 a month')

  await page.getByRole('combobox', { name: 'Pay grade' }).focus()
  await page.keyboard.press('ArrowDown') // E-5 → E-6
  await page.keyboard.press('Tab')
  await expect(page.getByRole('combobox', { name: 'Dependents' })).toBeFocused()
  await page.keyboard.press('ArrowDown') // with → without
  await page.keyboard.press('Tab')
  await expect(page.getByRole('combobox', { name: 'Where' })).toBeFocused()
  await page.keyboard.press('ArrowDown') // Honolulu County → Maui County

  await expect(answer).toContainText('$3,579 a month')
  await expect(answer).toContainText('E-6 without dependents, Maui County (Maui)')
  await expect(page).toHaveURL(/\?grade=E-6&dependents=without&mha=HI407$/)
  await expect(
    page.getByRole('table', { name: /E-6 without dependents: monthly BAH/ }).getByRole('row', {
      name: /Honolulu County/,
    }),
  ).toContainText('$543 less')

  await page.reload()
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true', { timeout: 60_000 })
  await expect(answer).toContainText('$3,579 a month')
  await expect(page.getByRole('combobox', { name: 'Pay grade' })).toHaveValue('E-6')
  expect(await axe(page)).toEqual([])
  expect(problems).toEqual([])
}

test.describe('BAH and rent', () => {
  test.describe.configure({ timeout: 240_000 })
  test('a family picks grade, dependents and island with the keyboard; the address keeps it', async ({
    page,
  }) => {
    await chooseWithKeyboard(page)
  })

  test.describe('on a 375 px phone', () => {
    test.use({ viewport: { width: 375, height: 800 } })

    test('the keyboard choice works the same, and nothing scrolls sideways', async ({ page }) => {
      await chooseWithKeyboard(page)
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      )
      expect(overflow).toBeLessThanOrEqual(0)
    })
  })

  test('a shared link opens on its answer, for an installation', async ({ page }) => {
    await openPage(page, '/housing/bah?grade=O-3&dependents=without&base=pmrf')
    await expect(page.getByRole('status')).toContainText('$4,095 a month')
    await expect(page.getByRole('status')).toContainText('Pacific Missile Range Facility')
    await expect(page.getByRole('combobox', { name: 'Where' })).toHaveValue('base:pmrf')
  })

  test('says what COLA is, from DTMO, and shows no COLA figure of its own', async ({ page }) => {
    await openPage(page, '/housing/bah')
    const section = page.getByRole('region', { name: 'What BAH is for' })
    await expect(section).toContainText(
      'Overseas COLA (cost-of-living allowance) is separate from BAH',
    )
    await expect(section).toContainText('We do not show a COLA rate here')
    await expect(
      section.getByRole('link', { name: /^DTMO: Overseas Cost of Living Allowance/ }),
    ).toHaveAttribute(
      'href',
      'https://www.travel.dod.mil/Allowances/Overseas-Cost-of-Living-Allowance/',
    )
    // No dollar or percent figure is given for COLA anywhere on the page.
    await expect(page.getByText(/COLA[^.]*(\$\d|\d+(\.\d+)?\s?%)/)).toHaveCount(0)
  })

  test('an unknown grade or area in the address shows the form and says what was wrong', async ({
    page,
  }) => {
    const problems = watchConsole(page)
    await openPage(page, '/housing/bah?grade=E-12&mha=XX123')
    const alert = page.getByRole('alert')
    await expect(alert).toContainText('“E-12” is not a pay grade we know.')
    await expect(alert).toContainText('“XX123” is not one of Hawaii’s four housing areas.')
    await expect(page.getByRole('combobox', { name: 'Pay grade' })).toHaveValue('E-5')
    await expect(page.getByRole('status')).toContainText('$3,663 a month')
    // Choosing clears the message.
    await page.getByRole('combobox', { name: 'Pay grade' }).focus()
    await page.keyboard.press('ArrowUp')
    await expect(alert).toHaveCount(0)
    expect(await axe(page)).toEqual([])
    expect(problems).toEqual([])
  })

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })

    test('shows every grade for the four areas', async ({ page }) => {
      await page.goto('/housing/bah')
      await expect(page.getByRole('heading', { level: 1, name: 'BAH and rent' })).toBeVisible()
      for (const area of ['Honolulu County', 'Maui County', 'Hawaii County', 'Kauai County']) {
        const table = page.getByRole('table', { name: new RegExp(`^${area} .*monthly BAH, 2026`) })
        await expect(table.getByRole('row')).toHaveCount(25)
      }
      await expect(
        page
          .getByRole('table', { name: /^Kauai County/ })
          .getByRole('row', { name: /O-7 and above/ }),
      ).toContainText('$5,991')
    })
  })
})
