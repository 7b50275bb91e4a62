import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { boatGuide, firearmsGuide, petGuide, vehicleGuide } from '../../src/data/guides'
import { INSTALLATIONS } from '../../src/data/installations'
import { safetyResources } from '../../src/data/crime-safety'
import { storageFacilities, storageTips } from '../../src/data/storage'
import { tlaHotels } from '../../src/data/tla-hotels'
import {
  openPage,
  openSourceLine,
  returningVisitor,
  useSharedPage,
  waitForHydration,
} from './helpers'

const WELCOME_FLAG = 'hpp:welcome-shown'

const toolkitRoutes = [
  '/',
  '/welcome',
  '/pcs-toolkit/pet-travel',
  '/pcs-toolkit/firearms-pcs',
  '/pcs-toolkit/vehicle-shipping',
  '/pcs-toolkit/boat-shipping',
  '/pcs-toolkit/storage-facilities',
  '/pcs-toolkit/hawaii-schools',
  '/pcs-toolkit/hawaii-crime-safety',
  '/pcs-toolkit/tla-hotels',
]

// The router's HydrateFallback warning is the app shell's (shell.spec.ts reports it); this file
// checks for problems of its own pages.
const SHELL_WARNING = /HydrateFallback/

/** An alert, confirm or prompt the page opens is a problem too (a hostile link could). */
function watchDialogs(page: Page, problems: string[]) {
  page.on('dialog', (dialog) => {
    problems.push(`unexpected ${dialog.type()}: ${dialog.message()}`)
    void dialog.dismiss()
  })
}

const ownProblems = (problems: string[]) =>
  problems.filter((problem) => !SHELL_WARNING.test(problem))

function region(page: Page, name: string) {
  return page.getByRole('region', { name })
}

function cardHeadings(page: Page, regionName: string) {
  return region(page, regionName).getByRole('heading', { level: 3 })
}

test.describe('welcome dialog on Home', () => {
  test('greets a first-time visitor and closes only with Let’s Get Started', async ({ page }) => {
    await page.goto('/')
    // The dialog opens once the page is live (on a busy machine, more than the 7 s of an expect).
    await waitForHydration(page)
    const dialog = page.getByRole('dialog', { name: 'Aloha, and welcome!' })
    await expect(dialog).toBeVisible()

    await page.keyboard.press('Escape')
    await expect(dialog).toBeVisible()
    await page.mouse.click(4, 4)
    await expect(dialog).toBeVisible()

    await dialog.getByRole('button', { name: "Let's Get Started" }).click()
    await expect(dialog).toBeHidden()
    expect(await page.evaluate((key) => localStorage.getItem(key), WELCOME_FLAG)).toBe('true')
  })

  test('is not shown again after a reload', async ({ page }) => {
    await page.goto('/')
    const dialog = page.getByRole('dialog', { name: 'Aloha, and welcome!' })
    await dialog.getByRole('button', { name: "Let's Get Started" }).click()
    await expect(dialog).toBeHidden()

    await page.reload()
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    // With a dialog open, the page behind it could not be clicked.
    await page.getByRole('link', { name: 'Start your checklist' }).click()
    await expect(page).toHaveURL(/\/pcs-toolkit\/hawaii-checklist$/)
    await expect(dialog).toHaveCount(0)
  })

  test('has no axe violations while open', async ({ page }) => {
    await page.goto('/')
    await expect(page.getByRole('dialog', { name: 'Aloha, and welcome!' })).toBeVisible()
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
      .analyze()
    expect(results.violations.map((v) => v.id)).toEqual([])
  })
})

test.describe('Home', () => {
  test.beforeEach(({ page }) => returningVisitor(page))

  test('shows the hero, a start button, 8 tool tiles and the 4 base cards', async ({ page }) => {
    await openPage(page, '/')
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await expect(cardHeadings(page, 'Tools for your move')).toHaveCount(8)
    await expect(cardHeadings(page, 'Oahu’s main bases')).toHaveText([
      'Army at Schofield',
      'Navy at Pearl Harbor',
      'Air Force at Hickam',
      'Marines at Kaneohe Bay',
    ])

    const bases = region(page, 'Oahu’s main bases')
    for (const base of INSTALLATIONS) {
      const info = bases.getByRole('link', { name: base.housingInfoUrl.label })
      await expect(info).toHaveAttribute('href', base.housingInfoUrl.url)
      const map = bases.getByRole('link', { name: `Map: ${base.cardTitle} (opens in a new tab)` })
      await expect(map).toHaveAttribute('href', base.mapUrl)
    }

    await page.getByRole('link', { name: 'Start your checklist' }).click()
    await expect(page).toHaveURL(/\/pcs-toolkit\/hawaii-checklist$/)
  })

  test('tool tiles open their tools', async ({ page }) => {
    await openPage(page, '/')
    await region(page, 'Tools for your move').getByRole('link', { name: 'Open Pet travel' }).click()
    await expect(page).toHaveURL(/\/pcs-toolkit\/pet-travel$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pet travel to Hawaii')
  })
})

test.describe('Welcome page', () => {
  test('shows no empty admin fields: no video field or empty player, no "Not added yet"', async ({
    page,
  }) => {
    await openPage(page, '/welcome')
    await expect(page.getByRole('heading', { level: 2, name: 'Our mission' })).toBeVisible()
    // WELCOME_VIDEO_URL is empty and there is no founder card yet (docs/decisions.md#d-32-1).
    await expect(page.getByRole('heading', { name: 'Welcome video' })).toHaveCount(0)
    await expect(page.getByRole('heading', { name: 'About the Founder' })).toHaveCount(0)
    await expect(page.getByText('No video URL provided yet')).toHaveCount(0)
    await expect(page.getByText(/Not added yet/)).toHaveCount(0)
    await expect(page.getByRole('main').getByRole('textbox')).toHaveCount(0)
  })

  test('the fill-in contact card says it is not saved, and edits, cancels and saves on screen', async ({
    page,
  }) => {
    await openPage(page, '/welcome')
    const card = region(page, 'A contact card for you')
    await expect(
      card.getByText('Nothing is saved: it empties when you leave or reload the page.', {
        exact: false,
      }),
    ).toBeVisible()
    await expect(card.getByText('Your card is empty.')).toBeVisible()

    await card.getByRole('button', { name: 'Fill in contact information' }).click()
    await expect(card.getByRole('textbox', { name: 'Name' })).toBeFocused()
    await card.getByRole('textbox', { name: 'Name' }).pressSequentially('Leilani Kahale')
    await card.getByRole('button', { name: 'Cancel' }).click()
    await expect(card.getByRole('textbox')).toHaveCount(0)
    await expect(card.getByText('Your card is empty.')).toBeVisible()
    await expect(card.getByRole('button', { name: 'Fill in contact information' })).toBeFocused()

    await card.getByRole('button', { name: 'Fill in contact information' }).click()
    await card.getByRole('textbox', { name: 'Name' }).pressSequentially('Leilani Kahale')
    await card.getByRole('textbox', { name: 'Title' }).pressSequentially('Sponsor, 25th ID')
    await card.getByRole('textbox', { name: 'Phone' }).pressSequentially('808-555-0142')
    await card.getByRole('textbox', { name: 'Email' }).pressSequentially('leilani@example.com')
    await card.getByRole('button', { name: 'Save Contact Information' }).click()

    await expect(card.getByRole('textbox')).toHaveCount(0)
    await expect(card.getByRole('heading', { level: 3 })).toHaveText('Leilani Kahale')
    await expect(card.getByText('Sponsor, 25th ID')).toBeVisible()
    await expect(card.getByRole('link', { name: '808-555-0142' })).toHaveAttribute(
      'href',
      'tel:+18085550142',
    )
    await expect(card.getByRole('link', { name: 'leilani@example.com' })).toHaveAttribute(
      'href',
      'mailto:leilani@example.com',
    )
    // An empty detail is left out, not shown as missing.
    await expect(card.getByText('Location')).toHaveCount(0)
    await expect(card.getByRole('button', { name: 'Edit contact information' })).toBeVisible()

    // Nothing is persisted, as the card says.
    await page.reload()
    await expect(
      region(page, 'A contact card for you').getByText('Your card is empty.'),
    ).toBeVisible()
  })

  test('Share copies the text and link when the browser has no share sheet', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'share', { value: undefined, configurable: true })
    })
    await openPage(page, '/welcome')
    await page.getByRole('button', { name: 'Share' }).click()
    await expect(page.getByText('Link copied to clipboard!')).toBeVisible()
    const copied = await page.evaluate(() => navigator.clipboard.readText())
    expect(copied).toContain('Hawaii PCS Planner')
    expect(copied).toContain('/welcome')
  })

  test('Share uses the share sheet when there is one', async ({ page }) => {
    await page.addInitScript(() => {
      const shared: ShareData[] = []
      Object.assign(window, { shared })
      Object.defineProperty(navigator, 'share', {
        value: (data: ShareData) => {
          shared.push(data)
          return Promise.resolve()
        },
        configurable: true,
      })
    })
    await openPage(page, '/welcome')
    await page.getByRole('button', { name: 'Share' }).click()
    await expect(page.getByText('Shared successfully!')).toBeVisible()
    const shared = await page.evaluate(() => (window as unknown as { shared: ShareData[] }).shared)
    expect(shared).toHaveLength(1)
    expect(shared[0]?.url).toMatch(/\/welcome$/)
  })

  test('Share says nothing when the visitor cancels the share sheet', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'share', {
        value: () => {
          Object.assign(window, { shareCalled: true })
          return Promise.reject(new DOMException('Share canceled', 'AbortError'))
        },
        configurable: true,
      })
    })
    await openPage(page, '/welcome')
    await page.getByRole('button', { name: 'Share' }).click()
    await page.waitForFunction(() => 'shareCalled' in window)
    // A toast, had there been one, would be on screen well within this time.
    await page.waitForTimeout(500)
    const notifications = page.getByRole('region', { name: 'Notifications' })
    await expect(notifications.getByText('Link copied to clipboard!')).toHaveCount(0)
    await expect(notifications.getByText('Shared successfully!')).toHaveCount(0)
  })
})

test.describe('PCS guides', () => {
  for (const [path, guide, title] of [
    ['/pcs-toolkit/pet-travel', petGuide, 'Pet travel to Hawaii'],
    ['/pcs-toolkit/firearms-pcs', firearmsGuide, 'Bringing firearms to Hawaii'],
    ['/pcs-toolkit/vehicle-shipping', vehicleGuide, 'Shipping a vehicle to Hawaii'],
    ['/pcs-toolkit/boat-shipping', boatGuide, 'Shipping a boat to Hawaii'],
  ] as const) {
    test(`${path} shows every step, cost, document and deadline of the guide`, async ({ page }) => {
      await openPage(page, path)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
      await expect(page.getByText(guide.intro)).toBeVisible()
      const steps = region(page, 'Step by step').getByRole('listitem')
      await expect(steps).toHaveCount(guide.steps.length)
      await expect(steps.first()).toContainText(guide.steps[0]?.title ?? '')
      await expect(cardHeadings(page, 'Costs and allowances')).toHaveCount(guide.costs.length)
      for (const cost of guide.costs) {
        await expect(
          region(page, 'Costs and allowances').getByText(cost.amount, { exact: true }),
        ).toBeVisible()
      }
      await expect(cardHeadings(page, 'Deadlines and rules')).toHaveCount(guide.deadlines.length)
      for (const link of guide.officialLinks) {
        await expect(
          region(page, 'Official links').getByRole('link', { name: link.label }),
        ).toHaveAttribute('href', link.url)
      }
      // Each fact says its kind of source and the day it was read, with a way to report it.
      await expect(
        page
          .getByText(/^(Official|Secondary) source.* · read [A-Z][a-z]{2} \d{1,2}, \d{4}/)
          .first(),
      ).toBeVisible()
      const line = await openSourceLine(page.getByRole('main'))
      await expect(line.getByRole('link', { name: 'Report a problem' })).toBeVisible()
    })
  }

  test('the guides show the figures of the product rules (S-9) and the notes where sources differ', async ({
    page,
  }) => {
    await openPage(page, '/pcs-toolkit/pet-travel')
    await expect(
      page.getByText('Up to $2,000 per PCS move, for one dog or cat', { exact: true }),
    ).toBeVisible()
    await expect(
      page.getByText(/Not a separate \$550 allowance, as older guides say/),
    ).toBeVisible()
    // HDOA's own fee schedule could not be read, so the page names where to find it instead.
    await expect(page.getByText("See HDOA's current fee schedule", { exact: true })).toBeVisible()
    await expect(page.getByText(/\$165|\$185|\$244|\$1,080/)).toHaveCount(0)

    await openPage(page, '/pcs-toolkit/firearms-pcs')
    await expect(
      page.getByText('Within 5 days after you or the firearm arrive, whichever is later'),
    ).toBeVisible()
    await expect(page.getByText(/Older versions of the statute said three days/)).toBeVisible()
    // HPD's fee could not be read, so the page sends families to the Firearms Unit instead.
    await expect(page.getByText('Ask the HPD Firearms Unit', { exact: true })).toBeVisible()
    await expect(page.getByText(/\$16\.50|\$42/)).toHaveCount(0)
    // What may not come to Hawaii at all comes first, with its statute.
    await expect(page.getByText('Prohibited: do not bring them (HRS 134-8(a))')).toBeVisible()
    await expect(page.getByText('Prohibited: do not bring them (HRS 134-8(c))')).toBeVisible()

    await openPage(page, '/pcs-toolkit/vehicle-shipping')
    // The price range, transit time and "two vehicles" of docs/decisions.md#s-9-guide-facts had no
    // source: Matson's own figures.
    await expect(
      page.getByText('From $1,070 (standard-size vehicle)', { exact: true }),
    ).toBeVisible()
    await expect(
      page.getByText('About 10–12 days to or from Oahu', { exact: true }).first(),
    ).toBeVisible()
    await expect(page.getByText(/two vehicles/i)).toHaveCount(0)

    await openPage(page, '/pcs-toolkit/boat-shipping')
    // No carrier publishes a boat price, so the page says how boats are quoted instead.
    await expect(page.getByText('Quoted one boat at a time', { exact: true })).toBeVisible()
    await expect(page.getByText(/\$3,000–\$15,000/)).toHaveCount(0)
  })

  test('the pet guide names the pets Hawaii prohibits and the neighbor-island deadline', async ({
    page,
  }) => {
    await openPage(page, '/pcs-toolkit/pet-travel')
    const prohibited = region(page, 'Pets Hawaii does not allow')
    await expect(prohibited.getByText(/ferrets, gerbils, hamsters, snakes/)).toBeVisible()
    await expect(prohibited.getByText(/hermit crabs/).first()).toBeVisible()
    await expect(
      prohibited.getByRole('heading', { name: 'Wolf hybrids and wild-cat hybrids' }),
    ).toBeVisible()
    // Honolulu and the neighbor islands have different deadlines; the stricter one is not lost.
    const rules = region(page, 'Deadlines and rules')
    const neighbor = rules.getByRole('heading', { name: /\(Kahului, Kona, Lihue\)/ })
    await expect(neighbor).toBeVisible()
    await expect(rules.getByText('At least 30 days before arrival').first()).toBeVisible()
    await expect(rules.getByText('At least 10 days before arrival')).toBeVisible()
    await expect(page.getByText(/more than 10 days/i)).toHaveCount(0)
    const island = region(page, 'Flying into a neighbor island')
    await expect(
      island.getByText('Needed to board: documents at least 30 days before arrival'),
    ).toBeVisible()
  })

  test('the firearms guide states the under-21 ban as a rule, and how to keep a firearm before registering it', async ({
    page,
  }) => {
    await openPage(page, '/pcs-toolkit/firearms-pcs')
    const rules = region(page, 'Deadlines and rules')
    await expect(rules.getByRole('heading', { name: 'Anyone under 21' })).toBeVisible()
    await expect(
      rules.getByText('Prohibited: may not bring a firearm into Hawaii', { exact: true }),
    ).toBeVisible()
    // The old advice softened the ban to "ask HPD before you ship it".
    await expect(page.getByText(/ask the HPD Firearms Unit before you ship/i)).toHaveCount(0)
    const keeping = region(page, 'Keeping and carrying a firearm before it is registered')
    await expect(
      keeping.getByText('Report it to the police within 24 hours', { exact: true }),
    ).toBeVisible()
    await expect(
      keeping.getByText('Locked in a safe storage box, out of sight', { exact: true }),
    ).toBeVisible()
  })

  test('the vehicle guide promises one government-paid car and gives both fuel limits', async ({
    page,
  }) => {
    await openPage(page, '/pcs-toolkit/vehicle-shipping')
    const rules = region(page, 'Deadlines and rules')
    await expect(rules.getByText('One POV on orders to Hawaii', { exact: true })).toBeVisible()
    await expect(rules.getByText('Between 1/8 and 1/4 tank', { exact: true })).toBeVisible()
    // The counties cap out-of-state plates at 12 months; "until they expire" alone is not the rule.
    await expect(
      rules.getByText('Until they expire or for 12 months, whichever comes first', { exact: true }),
    ).toBeVisible()
    await expect(rules.getByText('At most 30% charge at drop-off', { exact: true })).toBeVisible()
    await expect(page.getByText(/fully charged/)).toHaveCount(0)
    // Base access: the gate checks the car as well as the driver (facts round 3, part 2).
    const army = region(page, 'Driving onto an Army installation')
    await expect(
      army.getByText('Registered with the Directorate of Emergency Services', { exact: true }),
    ).toBeVisible()
    await expect(
      army.getByText('A visitor pass, and an ID that meets the REAL ID Act', { exact: true }),
    ).toBeVisible()
  })

  test('the pet guide gives the Honolulu airport cut-off, flagged as an old notice to confirm', async ({
    page,
  }) => {
    await openPage(page, '/pcs-toolkit/pet-travel')
    const airport = region(page, 'Landing in Honolulu for release at the airport')
    await expect(airport.getByText('Land by 3:30 p.m.', { exact: true })).toBeVisible()
    await expect(airport.getByText(/confirm the hours with the station/)).toBeVisible()
  })

  test('the boat guide asks for a Hawaii title as well as registration, with the rule’s deadlines', async ({
    page,
  }) => {
    await openPage(page, '/pcs-toolkit/boat-shipping')
    const steps = region(page, 'Step by step')
    await expect(steps.getByText('Register the boat in Hawaii')).toBeVisible()
    await expect(steps.getByText('Get a Hawaii vessel title')).toBeVisible()
    const rules = region(page, 'Deadlines and rules')
    await expect(rules.getByText('Within five business days, in writing').first()).toBeVisible()
  })

  test('the vehicle guide links to the boat guide and the member forum', async ({ page }) => {
    await openPage(page, '/pcs-toolkit/vehicle-shipping')
    const more = region(page, 'Keep planning')
    await expect(more.getByRole('link', { name: /member forum/ })).toHaveAttribute(
      'href',
      '/member-forum',
    )
    await more.getByRole('link', { name: /boat guide/ }).click()
    await expect(page).toHaveURL(/\/pcs-toolkit\/boat-shipping$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Shipping a boat to Hawaii')
  })
})

test.describe('information pages', () => {
  test('Storage lists 3 companies and the 4 tips', async ({ page }) => {
    await openPage(page, '/pcs-toolkit/storage-facilities')
    await expect(cardHeadings(page, 'Storage companies on Oahu')).toHaveText(
      storageFacilities.map((f) => f.title),
    )
    await expect(cardHeadings(page, 'Tips for storage during a PCS')).toHaveText(
      storageTips.map((t) => t.title),
    )
    await expect(page.getByText(/None of the Oahu storage company pages/)).toBeVisible()
  })

  test('Schools lists 4 platforms, 2 military-family resources and the district contacts', async ({
    page,
  }) => {
    await openPage(page, '/pcs-toolkit/hawaii-schools')
    await expect(cardHeadings(page, 'Find and compare schools')).toHaveCount(4)
    await expect(cardHeadings(page, 'For military families')).toHaveCount(2)
    const enrolling = region(page, 'Enrolling your child')
    await expect(enrolling.getByRole('heading', { level: 3 })).toHaveText('District contacts')
    await expect(enrolling.getByText(/you enroll at the individual school/)).toBeVisible()
    await expect(enrolling.getByText(/student services phone number/)).toBeVisible()
  })

  test('Crime and safety lists 5 resources, tips, key areas and questions', async ({ page }) => {
    await openPage(page, '/pcs-toolkit/hawaii-crime-safety')
    await expect(cardHeadings(page, 'Where to research')).toHaveText(
      safetyResources.map((r) => r.title),
    )
    await expect(region(page, 'Where to research').getByText('Account needed')).toHaveCount(1)
    await expect(region(page, 'Research tips').getByRole('listitem')).not.toHaveCount(0)
    await expect(cardHeadings(page, 'Key areas near the bases')).toHaveCount(4)
    await expect(region(page, 'Questions to ask').getByRole('listitem')).not.toHaveCount(0)
  })

  test('TLA hotels lists the sourced lodgings with the TLA-approved badge, the reimbursement cap warning and pet tips', async ({
    page,
  }) => {
    await openPage(page, '/pcs-toolkit/tla-hotels')
    await expect(
      page.getByText('Verify TLA approval with your housing office before you book'),
    ).toBeVisible()
    await expect(
      page.getByText('Government lodging first, or your lodging refund is capped'),
    ).toBeVisible()
    await expect(
      page.getByText('Confirm pet policies and fees directly with the hotel'),
    ).toBeVisible()
    const lodging = region(page, 'Lodging on Oahu')
    await expect(lodging.getByRole('heading', { level: 3 })).toHaveText(
      tlaHotels.map((h) => h.name),
    )
    await expect(lodging.getByText('TLA-approved', { exact: true })).toHaveCount(
      tlaHotels.filter((h) => h.tlaApproved).length,
    )
    await expect(
      lodging.getByText(
        '$35 per night (up to two dogs), plus a $100 refundable pet deposit at check-in',
      ),
    ).toBeVisible()
    await expect(cardHeadings(page, 'Traveling with pets')).not.toHaveCount(0)
  })
})

test.describe('every toolkit page', () => {
  const shared = useSharedPage({ setup: watchDialogs })

  for (const path of toolkitRoutes) {
    test(`${path} opens outside links in a new tab, safely, with no console error`, async () => {
      const page = shared.page()
      await page.setViewportSize({ width: 1280, height: 800 })
      await openPage(page, path)
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
      // Every outside link read at once (one round trip, not three a link).
      const links = await page.locator('main a[href^="http"]').evaluateAll((anchors) =>
        anchors.map((a) => ({
          href: a.getAttribute('href'),
          target: a.getAttribute('target'),
          rel: a.getAttribute('rel'),
          says: a.textContent?.includes('(opens in a new tab)'),
        })),
      )
      // The Welcome page links nowhere outside until a video is chosen.
      if (path !== '/welcome') expect(links.length).toBeGreaterThan(0)
      const unsafe = links.filter(
        (l) => l.target !== '_blank' || l.rel !== 'noopener noreferrer' || !l.says,
      )
      expect(unsafe).toEqual([])
      expect(ownProblems(shared.problems())).toEqual([])
    })

    test(`${path} fits a 360 px phone with no horizontal scroll`, async () => {
      const page = shared.page()
      await page.setViewportSize({ width: 360, height: 800 })
      await openPage(page, path)
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      )
      expect(overflow).toBeLessThanOrEqual(0)
    })
  }
})
