import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Locator, type Page } from '@playwright/test'
import { openPage, watchConsole } from './helpers'

const CREDIT = '/calculators/credit'
const ASSUMPTION_CALCULATOR = '/calculators/assumption-cruncher'
const WORKED_EXAMPLE_QUERY = 'p=600000&b=400000&r=3.5&t=30&gr=9.5&gt=30&nr=7.5&nt=30'

/** The amount shown next to a label in a list of figures. */
function figure(scope: Locator, label: string): Locator {
  return scope.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]')
}

function field(page: Page, name: string): Locator {
  return page
    .getByRole('textbox', { name, exact: true })
    .or(page.getByRole('spinbutton', { name, exact: true }))
}

const results = (page: Page) =>
  page.getByRole('region', { name: 'Assume a VA loan, or take a new one? results' })

async function fillWorkedExample(page: Page) {
  // Typed key by key, as a person would, including a pasted-looking "$" and stray letters.
  await field(page, 'Purchase price').pressSequentially('$600,000abc')
  await expect(field(page, 'Purchase price')).toHaveValue('600,000')
  await field(page, 'Assumed loan balance').pressSequentially('400,000')
  await field(page, 'Assumed loan rate').fill('3.5')
  await field(page, 'New loan rate').fill('7.5')
}

async function expectWorkedExample(page: Page, extras = '$0.00') {
  const shown = results(page)
  const assume = shown.getByRole('region', { name: 'Assume the VA loan' })
  const fresh = shown.getByRole('region', { name: 'New loan at today’s rate' })
  await expect(figure(assume, 'Assumed loan payment')).toHaveText('$1,796.18')
  await expect(assume.getByText('$400,000.00 at 3.5% for 30 years')).toBeVisible()
  await expect(figure(assume, 'Gap loan amount')).toHaveText('$200,000.00')
  await expect(figure(assume, 'Gap loan payment')).toHaveText('$1,681.71')
  await expect(assume.getByText('at 9.5% for 30 years')).toBeVisible()
  await expect(figure(assume, 'HOA, taxes and insurance')).toHaveText(extras)
  await expect(figure(fresh, 'New loan amount')).toHaveText('$600,000.00')
  await expect(figure(fresh, 'New loan payment')).toHaveText('$4,195.29')
  await expect(fresh.getByText('at 7.5% for 30 years')).toBeVisible()
  await expect(figure(fresh, 'HOA, taxes and insurance')).toHaveText(extras)
  await expect(figure(shown, 'Monthly savings')).toHaveText('$717.40')
  await expect(figure(shown, 'Lifetime savings over 30 years')).toHaveText('$258,263.96')
}

test.describe('veteran credit calculator', () => {
  test('shows $3,750 at $750,000 and follows the slider by keyboard', async ({ page }) => {
    const problems = watchConsole(page)
    await openPage(page, CREDIT)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Veteran credit calculator')
    const slider = page.getByRole('slider', { name: 'Home price' })
    const credit = figure(page.getByRole('main'), 'Veteran credit')
    await expect(slider).toHaveAttribute('aria-valuetext', '$750,000')
    await expect(credit).toHaveText('$3,750')
    await expect(
      page.getByText('The veteran credit is $500 for every $100,000 of the home’s price.'),
    ).toBeVisible()

    await slider.focus()
    // Page Up moves ten steps of $10,000 (docs/decisions.md#s-9-sliders).
    await page.keyboard.press('PageUp')
    await expect(slider).toHaveAttribute('aria-valuetext', '$850,000')
    await expect(page.getByRole('main').getByText('$850,000', { exact: true })).toBeVisible()
    await expect(credit).toHaveText('$4,250')
    for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowLeft')
    await expect(slider).toHaveAttribute('aria-valuetext', '$800,000')
    await expect(credit).toHaveText('$4,000')
    await page.keyboard.press('Shift+ArrowLeft')
    await expect(slider).toHaveAttribute('aria-valuetext', '$700,000')
    await expect(credit).toHaveText('$3,500')
    await page.keyboard.press('PageDown')
    await expect(credit).toHaveText('$3,000')
    await page.keyboard.press('End')
    await expect(slider).toHaveAttribute('aria-valuetext', '$2,000,000')
    await expect(credit).toHaveText('$10,000')
    await page.keyboard.press('Home')
    await expect(slider).toHaveAttribute('aria-valuetext', '$100,000')
    await expect(credit).toHaveText('$500')
    expect(problems).toEqual([])
  })
})

test.describe('VA loan assumption calculator', () => {
  test('starts with the spec defaults and shows nothing before Calculate', async ({ page }) => {
    await openPage(page, ASSUMPTION_CALCULATOR)
    await expect(field(page, 'Gap loan rate')).toHaveValue('9.5')
    await expect(field(page, 'Gap loan term')).toHaveValue('30')
    await expect(field(page, 'Assumed loan term')).toHaveValue('30')
    await expect(field(page, 'New loan term')).toHaveValue('30')
    await expect(field(page, 'Purchase price')).toHaveValue('')
    // The tips send the visitor to lenders' own terms; no unsourced market figures (facts round 3).
    await expect(page.getByText(/Gap financing is a second loan from another lender/)).toBeVisible()
    await expect(page.getByText(/up to 90%|typically 8–12%/)).toHaveCount(0)
    await fillWorkedExample(page)
    await expect(results(page)).toBeEmpty()
  })

  test('computes the worked example to the cent, and a reload of its address keeps it', async ({
    page,
  }) => {
    const problems = watchConsole(page)
    await openPage(page, ASSUMPTION_CALCULATOR)
    await fillWorkedExample(page)
    await page.getByRole('button', { name: 'Calculate' }).click()
    await expectWorkedExample(page)
    await expect(figure(results(page), 'Assumption total')).toHaveText('$3,477.89')
    await expect(figure(results(page), 'New loan total')).toHaveText('$4,195.29')
    await expect(page.getByRole('figure', { name: 'Monthly cost, side by side' })).toContainText(
      'Assuming costs $3,477.89 a month',
    )
    await expect(page.getByRole('figure', { name: 'Savings adding up' })).toContainText(
      '$258,263.96 after 30 years',
    )
    await expect(page).toHaveURL(`${ASSUMPTION_CALCULATOR}?${WORKED_EXAMPLE_QUERY}`)

    await page.reload()
    await expect(field(page, 'Purchase price')).toHaveValue('600,000')
    await expect(field(page, 'New loan rate')).toHaveValue('7.5')
    await expectWorkedExample(page)
    expect(problems).toEqual([])
  })

  test('adds the monthly costs to both sides, typed messily', async ({ page }) => {
    await openPage(page, ASSUMPTION_CALCULATOR)
    await fillWorkedExample(page)
    await field(page, 'HOA dues per month').pressSequentially('$150/mo')
    await field(page, 'Property taxes per month').pressSequentially('400')
    await field(page, 'Home insurance per month').pressSequentially('125')
    await expect(field(page, 'HOA dues per month')).toHaveValue('150')
    await page.getByRole('button', { name: 'Calculate' }).click()
    await expectWorkedExample(page, '$675.00')
    await expect(figure(results(page), 'Assumption total')).toHaveText('$4,152.89')
    await expect(figure(results(page), 'New loan total')).toHaveText('$4,870.29')
    await expect(page).toHaveURL(/h=150&tx=400&i=125$/)
  })

  test('names the missing field and computes nothing', async ({ page }) => {
    await openPage(page, ASSUMPTION_CALCULATOR)
    await field(page, 'Purchase price').fill('600000')
    await field(page, 'Assumed loan balance').fill('400000')
    await field(page, 'Assumed loan rate').fill('3.5')
    await page.getByRole('button', { name: 'Calculate' }).click()
    await expect(page.getByRole('alert')).toHaveText('To calculate, enter the new loan rate.')
    await expect(page.getByText('Enter the new loan rate.', { exact: true })).toBeVisible()
    await expect(field(page, 'New loan rate')).toBeFocused()
    await expect(results(page)).toBeEmpty()
    await expect(page).toHaveURL(ASSUMPTION_CALCULATOR)

    await field(page, 'New loan rate').fill('7.5')
    await expect(page.getByRole('alert')).toHaveCount(0)
    await page.getByRole('button', { name: 'Calculate' }).click()
    await expectWorkedExample(page)
  })

  test('hides results after an edit until Calculate is pressed again', async ({ page }) => {
    await openPage(page, `${ASSUMPTION_CALCULATOR}?${WORKED_EXAMPLE_QUERY}`)
    await expectWorkedExample(page)
    await field(page, 'New loan rate').fill('6')
    await expect(results(page)).toHaveText(
      'You changed a number. Press Calculate to see the new results.',
    )
    await expect(page.getByRole('figure')).toHaveCount(0)
    await page.getByRole('button', { name: 'Calculate' }).click()
    await expect(figure(results(page), 'New loan payment')).toHaveText('$3,597.30')
    await expect(figure(results(page), 'Monthly savings')).toHaveText('$119.42')
    await expect(page).toHaveURL(/nr=6&/)
  })

  test('shows $0.00 savings when a new loan costs less', async ({ page }) => {
    await openPage(
      page,
      `${ASSUMPTION_CALCULATOR}?${WORKED_EXAMPLE_QUERY.replace('nr=7.5', 'nr=3')}`,
    )
    await expect(figure(results(page), 'Monthly savings')).toHaveText('$0.00')
    await expect(figure(results(page), 'Lifetime savings over 30 years')).toHaveText('$0.00')
    await expect(results(page)).toContainText('the new loan costs $948.26 less a month')
  })

  test('ignores broken values in a link without crashing', async ({ page }) => {
    const problems = watchConsole(page)
    await openPage(page, `${ASSUMPTION_CALCULATOR}?p=abc&b=400000&r=3.5&nr=7.5&gr=999&nt=-4`)
    await expect(field(page, 'Purchase price')).toHaveValue('')
    await expect(field(page, 'Assumed loan balance')).toHaveValue('400,000')
    await expect(field(page, 'Gap loan rate')).toHaveValue('9.5')
    await expect(field(page, 'New loan term')).toHaveValue('30')
    await expect(results(page)).toBeEmpty()
    await field(page, 'Purchase price').fill('600000')
    await page.getByRole('button', { name: 'Calculate' }).click()
    await expectWorkedExample(page)
    expect(problems).toEqual([])
  })

  test('lists every funding-fee exemption, including the two groups exempt since 2020', async ({
    page,
  }) => {
    await openPage(page, ASSUMPTION_CALCULATOR)
    const exemptions = page.getByText(
      /You do not pay the VA funding fee if any one of these is true/,
    )
    await expect(exemptions).toBeVisible()
    await expect(exemptions).toContainText('proposed or memorandum rating')
    await expect(exemptions).toContainText('pre-discharge claim')
    await expect(exemptions).toContainText('awarded the Purple Heart')
    await expect(exemptions).toContainText('serving on active duty')
    await expect(exemptions).toContainText('Dependency and Indemnity Compensation')
  })

  test('adds up the whole cost of the worked example with a shorter assumed loan', async ({
    page,
  }) => {
    // Worked example, the assumed loan 25 years, the processing fee at VA's $300 cap (its
    // default), first VA use, the new loan's 2.15% fee financed: 612,900 at 7.5% is $4,285.49.
    await openPage(page, ASSUMPTION_CALCULATOR)
    await fillWorkedExample(page)
    await field(page, 'Assumed loan term').fill('25')
    await expect(field(page, 'Assumption processing fee')).toHaveValue('300')
    await page.getByRole('button', { name: 'Calculate' }).click()
    await expect(figure(results(page), 'Monthly savings')).toHaveText('$511.08')

    const whole = page.getByRole('region', { name: 'The whole cost' })
    const assumeCash = whole.getByRole('region', { name: 'Cash to close: assume the VA loan' })
    const newCash = whole.getByRole('region', { name: 'Cash to close: new loan' })
    await expect(figure(assumeCash, 'VA funding fee')).toHaveText('$2,000.00')
    await expect(figure(assumeCash, 'Processing fee')).toHaveText('$300.00')
    await expect(figure(assumeCash, 'Cash to close')).toHaveText('$2,300.00')
    await expect(
      newCash.getByText('2.15% of $600,000.00: $12,900.00, added to the loan'),
    ).toBeVisible()
    await expect(figure(newCash, 'Cash to close')).toHaveText('$0.00')
    await expect(newCash).toContainText('the new loan is $612,900.00 and its payment $4,285.49')

    const rows = whole.getByRole('table', { name: 'Monthly loan payments, phase by phase' })
    await expect(rows.getByRole('row')).toHaveText([
      /Years.*Assume: loans running/,
      'Years 1–25assumed loan + gap loan$3,684.20$4,285.49',
      'Years 26–30gap loan only$1,681.71$4,285.49',
    ])

    const totals = whole.getByRole('region', { name: 'Total cost over 30 years' })
    await expect(figure(totals, 'Assume the VA loan')).toHaveText('$1,208,463.31')
    await expect(figure(totals, 'New loan')).toHaveText('$1,542,774.86')
    await expect(figure(totals, 'Difference: assuming costs less')).toHaveText('$334,311.55')
    await expect(totals).toContainText('In year 1, assuming becomes the cheaper option.')
    await expect(page.getByRole('figure', { name: 'Cumulative cost by year' })).toContainText(
      'after 30 years $1,208,463.31 and $1,542,774.86',
    )
    // The fee is at its default, so the link leaves it out.
    await expect(page).toHaveURL(
      `${ASSUMPTION_CALCULATOR}?${WORKED_EXAMPLE_QUERY.replace('t=30', 't=25')}`,
    )

    await page.reload()
    await expect(field(page, 'Assumption processing fee')).toHaveValue('300')
    await expect(figure(totals, 'Assume the VA loan')).toHaveText('$1,208,463.31')

    // The printout carries the whole comparison and the inputs it rests on.
    await page.emulateMedia({ media: 'print' })
    await expect(totals).toBeVisible()
    await expect(rows).toBeVisible()
    await expect(
      whole.getByText(
        'Based on the VA funding fee for a first use, the new loan’s fee financed; a processing fee of $300.00; other closing costs of $0.00 to assume and $0.00 for a new loan; 30 years, the longest loan term.',
      ),
    ).toBeVisible()
    await expect(
      page.getByRole('checkbox', { name: /Finance the new loan’s funding fee/ }),
    ).toBeVisible()
  })

  test('refuses a horizon outside 1–40 years next to its field', async ({ page }) => {
    await openPage(page, `${ASSUMPTION_CALCULATOR}?${WORKED_EXAMPLE_QUERY}`)
    await field(page, 'Years to compare').fill('41')
    await page.getByRole('button', { name: 'Calculate' }).click()
    await expect(page.getByRole('alert')).toHaveText('Please check the years to compare.')
    await expect(
      page.getByText('Enter whole years, from 1 to 40, or leave it empty.'),
    ).toBeVisible()
    await field(page, 'Years to compare').fill('5')
    await page.getByRole('button', { name: 'Calculate' }).click()
    const totals = page.getByRole('region', { name: 'Total cost over 5 years' })
    await expect(figure(totals, 'New loan')).toHaveText('$257,129.14')
    await expect(page).toHaveURL(/&hz=5$/)

    // A link with a horizon out of range still shows the worked example's results
    // (docs/decisions.md#d-08), and says what to fix.
    await openPage(page, `${ASSUMPTION_CALCULATOR}?${WORKED_EXAMPLE_QUERY}&hz=99`)
    await expect(figure(results(page), 'Monthly savings')).toHaveText('$717.40')
    await expect(field(page, 'Years to compare')).toHaveValue('99')
    await expect(
      page.getByText('Enter whole years, from 1 to 40, or leave it empty.', { exact: true }),
    ).toBeVisible()
    await expect(page.getByRole('region', { name: 'The whole cost' })).toContainText(
      'Some of the whole-cost inputs need a fix',
    )
  })

  test('fits a phone with results and charts shown', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 })
    await openPage(page, `${ASSUMPTION_CALCULATOR}?${WORKED_EXAMPLE_QUERY}&h=150&t=25`)
    const savings = page.getByRole('figure', { name: 'Savings adding up' })
    await expect(savings).toBeVisible()
    await expect(page.getByRole('figure', { name: 'Cumulative cost by year' })).toBeVisible()
    // The text alternative is read with the chart, not printed as a paragraph above it.
    await expect(savings).toHaveAccessibleDescription(
      /^Saving \$[\d,]+\.\d\d a month adds up to \$/,
    )
    const summary = savings.getByText(/Saving \$[\d,]+\.\d\d a month/)
    expect((await summary.boundingBox())?.height).toBeLessThanOrEqual(1)
    await expect(
      page.getByRole('table', { name: 'Monthly loan payments, phase by phase' }),
    ).toBeVisible()
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    )
    expect(overflow).toBeLessThanOrEqual(0)
  })

  test('has no axe violations with results and charts, or with field errors', async ({ page }) => {
    const axe = async () => {
      const { violations } = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
        .analyze()
      return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)
    }
    await openPage(page, `${ASSUMPTION_CALCULATOR}?${WORKED_EXAMPLE_QUERY}&h=150&tx=300`)
    await expect(page.getByRole('figure', { name: 'Savings adding up' })).toBeVisible()
    expect(await axe()).toEqual([])
    await field(page, 'Assumed loan rate').fill('')
    await page.getByRole('button', { name: 'Calculate' }).click()
    await expect(page.getByRole('alert')).toHaveText('To calculate, enter the assumed loan rate.')
    expect(await axe()).toEqual([])
  })
})
