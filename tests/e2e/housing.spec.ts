import { expect, test, type Locator, type Page } from '@playwright/test'
import { pdfTextLines } from '../unit/housing/pdf-text'
import { openPage, useSharedPage } from './helpers'

const PAGES = [
  '/housing/va-homes',
  '/housing/verified-rentals',
  '/housing/va-assumptions',
  '/housing/base-housing',
  '/housing/new-construction',
  '/programs',
  '/resources',
]

const region = (page: Page, name: string) =>
  page.getByRole('main').getByRole('region', { name, exact: true })
const cardTitles = (page: Page, name: string) =>
  region(page, name).getByRole('heading', { level: 3 })
const dollars = (n: number) => `$${Math.round(n).toLocaleString('en-US')}`

async function expectNewTab(link: Locator, href: string | RegExp) {
  await expect(link).toHaveAttribute('href', href)
  await expect(link).toHaveAttribute('target', '_blank')
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
}

test.describe('every housing page', () => {
  const shared = useSharedPage()

  for (const path of PAGES) {
    test(`${path}: outside links open safely in a new tab, no sideways scroll`, async () => {
      const page = shared.page()
      await openPage(page, path)
      // Every link read at once (one round trip, not two a link).
      const links = await page
        .getByRole('main')
        .getByRole('link')
        .evaluateAll((anchors) =>
          anchors.map((a) => ({
            href: a.getAttribute('href') ?? '',
            target: a.getAttribute('target'),
            rel: a.getAttribute('rel'),
          })),
        )
      const unsafe = links.filter(
        (l) =>
          (/^https?:/.test(l.href) || l.href.endsWith('.pdf')) &&
          (l.target !== '_blank' || l.rel !== 'noopener noreferrer'),
      )
      expect(unsafe).toEqual([])
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      )
      expect(overflow).toBeLessThanOrEqual(0)
    })
  }
})

test.describe('VA homes', () => {
  test('shows the spec’s lists and the main search', async ({ page }) => {
    await openPage(page, '/housing/va-homes')
    await expectNewTab(
      page.getByRole('main').getByRole('link', { name: /Search Oahu homes for sale/ }),
      /^https:\/\/www\.realtor\.com\//,
    )
    await expect(cardTitles(page, 'What a VA loan gives you')).toHaveCount(5)
    await expect(cardTitles(page, 'Homes by area')).toHaveCount(8)
    await expect(cardTitles(page, 'Search near your base')).toHaveCount(4)
    await expect(region(page, 'Search near your base')).toContainText('30 minutes')
    const maps = region(page, 'Search near your base').getByRole('link', { name: /Map search/ })
    await expect(maps).toHaveCount(4)
    for (const map of await maps.all()) {
      await expectNewTab(map, /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=homes/)
    }
    await expect(cardTitles(page, 'Island markets')).toHaveCount(3)
    await expect(cardTitles(page, 'VA lenders')).toHaveCount(3)
    await expect(cardTitles(page, 'New development')).toHaveCount(1)
    await expect(page.getByText(/\$500 per \$100,000 of price/)).toBeVisible()
  })

  test('each area badge is the credit for its sample price', async ({ page }) => {
    await openPage(page, '/housing/va-homes')
    const titles = await cardTitles(page, 'Homes by area').allInnerTexts()
    let newBuilds = 0
    for (const title of titles) {
      const card = region(page, 'Homes by area')
        .locator('.MuiCard-root')
        .filter({ has: page.getByRole('heading', { name: title, exact: true }) })
      const shown = await card.getByRole('definition').first().innerText()
      const price = Number(shown.replace(/\D/g, ''))
      expect(price).toBeGreaterThanOrEqual(650_000)
      expect(price).toBeLessThanOrEqual(1_100_000)
      if (/new construction/i.test(title)) {
        newBuilds++
        await expect(card).toContainText(`New build credit (1%): ${dollars(price * 0.01)}`)
        await expect(card).not.toContainText('Veteran credit')
      } else {
        await expect(card).toContainText(`Veteran credit: ${dollars((price / 100000) * 500)}`)
      }
    }
    expect(newBuilds).toBe(1)
  })

  test('lender cards send families to their sponsor', async ({ page }) => {
    await openPage(page, '/housing/va-homes')
    const asks = region(page, 'VA lenders').getByRole('link', {
      name: 'Ask your VHP sponsor for an introduction',
    })
    await expect(asks).toHaveCount(3)
    await asks.first().click()
    await expect(page).toHaveURL(/\/contact$/)
  })
})

test('Verified rentals shows the search, 3 areas, 8 checks and 5 resources', async ({ page }) => {
  await openPage(page, '/housing/verified-rentals')
  await expectNewTab(
    page.getByRole('main').getByRole('link', { name: /Search Oahu rentals/ }),
    /^https:\/\/www\.realtor\.com\//,
  )
  await expect(page.getByRole('heading', { level: 2, name: /What “verified” means/ })).toBeVisible()
  await expect(cardTitles(page, 'Rental areas near the bases')).toHaveCount(3)
  await expect(cardTitles(page, 'Verify a rental in 8 steps')).toHaveCount(8)
  await expect(cardTitles(page, 'Rental resources')).toHaveCount(5)
})

test.describe('VA assumptions', () => {
  test('shows the searches, benefits, contacts, steps and resources', async ({ page }) => {
    await openPage(page, '/housing/va-assumptions')
    const searches = region(page, 'Find homes with an assumable VA loan').getByRole('link', {
      name: /^Search \S/,
    })
    await expect(searches).toHaveCount(4)
    for (const search of await searches.all()) await expectNewTab(search, /^https:\/\//)
    await expect(cardTitles(page, 'Why assume a VA loan')).toHaveCount(3)
    const help = region(page, 'Get help with an assumption')
    await expect(help.getByRole('heading', { level: 3 })).toHaveCount(2)
    await expect(
      help.getByRole('link', { name: 'Ask your VHP sponsor for an introduction' }),
    ).toHaveCount(2)
    await expect(cardTitles(page, 'How it works, in 8 steps')).toHaveCount(8)
    await expect(region(page, 'Tips').getByRole('listitem')).not.toHaveCount(0)
  })

  test('works the example out to the cent and links to the calculator', async ({ page }) => {
    await openPage(page, '/housing/va-assumptions')
    const table = page.getByRole('table', { name: /Worked example/ })
    const row = (name: string) => table.getByRole('row', { name: new RegExp(name) })
    await expect(row('Assumption total per month')).toContainText('$3,477.89')
    await expect(row('New loan total per month')).toContainText('$4,195.29')
    await expect(row('You save per month')).toContainText('$717.40')
    await expect(row('You save per year')).toContainText('$8,608.80')
    await expect(row('You save over 30 years')).toContainText('$258,263.96')
    const calculator = region(page, 'Resources').getByRole('link', {
      name: 'Run your numbers: assumption calculator',
    })
    await expect(calculator).not.toHaveAttribute('target', /.+/)
    await calculator.click()
    await expect(page).toHaveURL(/\/calculators\/assumption-cruncher$/)
  })
})

test('Base housing shows 4 installations, a tel: link, 4 tips and BAH', async ({ page }) => {
  await openPage(page, '/housing/base-housing')
  const installations = region(page, 'Installations')
  await expect(installations.getByRole('heading', { level: 3 })).toHaveCount(4)
  for (const branch of ['Army', 'Navy', 'Air Force', 'Marine Corps']) {
    await expect(installations.getByRole('definition').filter({ hasText: branch })).not.toHaveCount(
      0,
    )
  }
  await expect(installations.getByRole('link', { name: '(808) 257-2676' })).toHaveAttribute(
    'href',
    'tel:+18082572676',
  )
  await expect(region(page, 'Tips').getByRole('listitem')).toHaveCount(4)
  await expectNewTab(
    region(page, 'BAH and housing counselors').getByRole('link', {
      name: /^Visit website: Basic Allowance/,
    }),
    /^https:\/\/www\.travel\.dod\.mil\//,
  )
})

test('New construction shows the search, benefits and the 6–12 month build time', async ({
  page,
}) => {
  await openPage(page, '/housing/new-construction')
  await expectNewTab(
    page.getByRole('main').getByRole('link', { name: /Search new construction on Oahu/ }),
    /^https:\/\/www\.realtor\.com\//,
  )
  await expect(page.getByText(/\$500 per \$100,000 of price/)).toBeVisible()
  await expect(cardTitles(page, 'Benefits')).toHaveCount(2)
  await expect(region(page, 'What to expect')).toContainText(
    'Ask the builder for a written completion estimate',
  )
  await expect(region(page, 'What to expect')).not.toContainText('6–12 months')
})

test('Programs shows the three benefits, their rates and a contact button', async ({ page }) => {
  await openPage(page, '/programs')
  await expect(cardTitles(page, 'Program benefits')).toHaveText([
    'Veteran credit',
    '8% property management',
    'New build program',
  ])
  await expect(page.getByText('Rate: $500 for every $100,000 of the home price')).toBeVisible()
  await expect(page.getByText('Rate: 8% instead of the 10% standard')).toBeVisible()
  await page.getByRole('main').getByRole('link', { name: 'Contact a VHP sponsor' }).click()
  await expect(page).toHaveURL(/\/contact$/)
})

test.describe('Resources', () => {
  test('shows six cards, the app as coming soon and the guide in a new tab', async ({ page }) => {
    await openPage(page, '/resources')
    const tools = region(page, 'Tools and guides')
    await expect(tools.getByRole('heading', { level: 3 })).toHaveCount(6)
    const app = tools
      .locator('.MuiCard-root')
      .filter({ has: page.getByRole('heading', { name: 'PCS Planner app' }) })
    await expect(app).toContainText('Coming soon')
    await expect(app.getByRole('link')).toHaveCount(0)
    await expectNewTab(
      tools.getByRole('link', { name: /Open the guide/ }),
      '/va-assumption-guide.pdf',
    )
    const main = page.getByRole('main')
    await expect(main.getByRole('link', { name: /suggestion box/ })).toHaveAttribute(
      'href',
      '/suggestion-box',
    )
    await expect(main.getByRole('link', { name: 'Contact a VHP sponsor' })).toHaveAttribute(
      'href',
      '/contact',
    )
  })

  test('serves the VA assumption guide as a PDF with the computed figures', async ({ request }) => {
    const response = await request.get('/va-assumption-guide.pdf')
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toMatch(/^application\/pdf/)
    const body = await response.body()
    expect(body.subarray(0, 5).toString()).toBe('%PDF-')
    const text = pdfTextLines(body).join('\n')
    expect(text).toContain('Assuming a VA loan in Hawaii')
    for (const figure of ['$3,477.89', '$4,195.29', '$717.40']) expect(text).toContain(figure)
  })
})

for (const path of ['/housing/verified-rentals', '/housing/base-housing', '/housing/va-homes']) {
  test(`${path} leads back to what the family's BAH pays`, async ({ page }) => {
    await openPage(page, path)
    await page.getByRole('link', { name: 'See your grade’s BAH on each island' }).click()
    await expect(page).toHaveURL(/\/housing\/bah$/)
    await expect(page.getByRole('heading', { level: 1, name: 'BAH and rent' })).toBeVisible()
  })
}
