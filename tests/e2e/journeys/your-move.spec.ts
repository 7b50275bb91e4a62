// Persona: a Marine spouse on a phone, moving with a dog landing on Maui and one car shipped
// ahead, types the family's dates into the checklist, reloads, signs up and loses signal.
import { readFileSync } from 'node:fs'
import { expect, test, type Page } from '@playwright/test'
import { openSourceLine, returningVisitor, waitForHydration } from '../helpers'
import { signIn } from '../accounts'
import {
  CHECKLIST,
  backOnline,
  openChecklist,
  pinToday,
  signUpByKeyboard,
  stillOffline,
  typeReportDate,
  waitForOfflineCopy,
} from './journey'

test.beforeEach(async ({ page }) => pinToday(page))

/** Types a date digit by digit into the named field, then taps elsewhere. */
async function typeDate(page: Page, label: string, digits: string) {
  const field = page.getByLabel(label, { exact: true })
  await field.focus()
  await field.pressSequentially(digits, { delay: 60 })
  await page.getByRole('heading', { name: 'Your move' }).click()
}

const deadlines = (page: Page) => page.getByRole('list', { name: 'Your deadlines' })

test('a dog landing at Kahului and one car give the family its own dated deadlines, kept through a reload, sign-up and lost signal', async ({
  page,
  context,
}) => {
  await openChecklist(page)
  await typeReportDate(page, '04262027')
  // Nothing answered yet: every rule shows in words, waiting for its date.
  await expect(
    deadlines(page).getByText('Add the dates above to see the day.').first(),
  ).toBeVisible()

  await page.getByLabel('Dogs').selectOption('1')
  await typeDate(page, 'Pet arrival date', '04202027')
  await page.getByLabel('Pet arrival airport').selectOption({ label: 'Kahului, Maui (OGG)' })
  await page.getByLabel('Vehicles').selectOption('1')
  await typeDate(page, 'Car arrival date', '05032027')

  // 30 days before the dog lands on Maui (Honolulu's 10-day rule is not listed), 30 days after
  // the car's arrival.
  const petForms = deadlines(page).getByRole('listitem').filter({ hasText: 'landing in Kahului' })
  await expect(petForms).toContainText('By Sun, Mar 21, 2027')
  await expect(petForms).toContainText('(in 114 days)')
  await expect(deadlines(page).getByText(/landing in Honolulu/)).toHaveCount(0)
  const carPermit = deadlines(page)
    .getByRole('listitem')
    .filter({ hasText: 'Out-of-state permit or Hawaii registration' })
  await expect(carPermit).toContainText('By Wed, Jun 2, 2027')
  await openSourceLine(carPermit)
  await expect(carPermit.getByRole('link', { name: 'staradvertiser.com' })).toBeVisible()

  // A car arriving more than a year after the report date is refused, and the saved date stays.
  await typeDate(page, 'Car arrival date', '05032028')
  await expect(
    page.getByText('Enter a date by Apr 26, 2028, a year after your report date.'),
  ).toBeVisible()
  await expect(carPermit).toContainText('By Wed, Jun 2, 2027')

  await page.reload()
  await waitForHydration(page)
  await expect(page.getByLabel('Dogs')).toHaveValue('1')
  await expect(page.getByLabel('Pet arrival date', { exact: true })).toHaveValue('2027-04-20')
  await expect(page.getByLabel('Car arrival date', { exact: true })).toHaveValue('2027-05-03')
  await expect(petForms).toContainText('By Sun, Mar 21, 2027')

  // On paper: the dated deadlines, not the questions nor the rules still waiting for a date.
  await page.emulateMedia({ media: 'print' })
  await expect(carPermit).toBeVisible()
  await expect(deadlines(page).getByText('Register your firearms')).toBeHidden()
  await expect(page.getByLabel('Dogs')).toBeHidden()
  await page.emulateMedia({ media: 'screen' })

  // The calendar file carries the family's deadlines beside the checklist's items.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Add to calendar' }).click(),
  ])
  const ics = readFileSync(await download.path(), 'utf8').replace(/\r\n[ \t]/g, '')
  const carEvent = ics
    .split('BEGIN:VEVENT')
    .find((e) => e.includes('SUMMARY:Deadline: Out-of-state permit or Hawaii registration'))
  expect(carEvent).toContain('DTSTART;VALUE=DATE:20270602')

  // Signing up half-way keeps the answers on this device.
  await page.getByRole('main').getByRole('link', { name: 'Sign in', exact: true }).click()
  await signUpByKeyboard(page)
  await expect(page).toHaveURL(new RegExp(`${CHECKLIST}$`))
  await expect(page.getByText('Loading your saved progress…')).toHaveCount(0)
  await expect(carPermit).toContainText('By Wed, Jun 2, 2027')

  // Offline, an answer still changes the list: no firearms, no firearm deadline.
  await context.setOffline(true)
  await expect(deadlines(page).getByText('Register your firearms')).toBeVisible()
  await page.getByLabel('Firearms').selectOption({ label: 'No' })
  await expect(deadlines(page).getByText('Register your firearms')).toHaveCount(0)
  await context.setOffline(false)

  // No pets after all: the pet deadlines and the pet date fields go.
  await page.getByLabel('Dogs').selectOption({ label: 'None' })
  await expect(page.getByLabel('Cats')).toHaveValue('0')
  await expect(deadlines(page).getByText(/pet|Rabies/i)).toHaveCount(0)
  await expect(page.getByLabel('Pet arrival date', { exact: true })).toHaveCount(0)
  await expect(carPermit).toContainText('By Wed, Jun 2, 2027')
})

test('a family with no pets and one car sees those items as not needed, counts only what applies, and keeps it through a reload', async ({
  page,
}) => {
  await openChecklist(page)
  const item = (title: string) =>
    page.getByRole('listitem').filter({ has: page.getByRole('checkbox', { name: title }) })
  const petPapers = item("Start your pet's Hawaii paperwork")
  const secondCar = item('Ship a second vehicle commercially')
  await expect(page.getByText('0 of 20 done')).toBeVisible()

  await page.getByLabel('Dogs').selectOption({ label: 'None' })
  await page.getByLabel('Vehicles').selectOption('1')
  await expect(petPapers).toContainText('Not needed for your family')
  await expect(item("Send your pet's quarantine documents")).toContainText(
    'Not needed for your family',
  )
  await expect(secondCar).toContainText('Not needed for your family')
  await expect(item('Arrange shipping for your car')).not.toContainText('Not needed')
  await expect(page.getByText('0 of 17 that apply are done')).toBeVisible()

  // Still tickable; a tick on an item that does not apply does not count.
  await page.getByRole('checkbox', { name: 'Ship a second vehicle commercially' }).check()
  await expect(page.getByText('0 of 17 that apply are done')).toBeVisible()
  await page.getByRole('checkbox', { name: 'Set up mail forwarding' }).check()
  await expect(page.getByText('1 of 17 that apply are done')).toBeVisible()

  await page.reload()
  await waitForHydration(page)
  await expect(petPapers).toContainText('Not needed for your family')
  await expect(page.getByText('1 of 17 that apply are done')).toBeVisible()

  // A second car after all: its item applies again.
  await page.getByLabel('Vehicles').selectOption('2')
  await expect(secondCar).not.toContainText('Not needed')
  await expect(page.getByText('2 of 18 that apply are done')).toBeVisible()
})

test('what is coming up follows the dates typed: the next 14 days, what is overdue, the next deadline', async ({
  page,
}) => {
  await openChecklist(page)
  const soon = page.getByRole('list', { name: 'Next 14 days' })
  // Today is Fri, Nov 27, 2026: reporting in two weeks, mail forwarding is due today.
  await typeReportDate(page, '12112026')
  await expect(soon).toContainText('Set up mail forwarding')
  await expect(soon).toContainText('(today)')

  // Reporting in March instead: the pet paperwork (4–6 months ahead) is overdue.
  await typeReportDate(page, '03012027')
  await expect(page.getByRole('list', { name: 'Overdue' })).toContainText(
    "Start your pet's Hawaii paperwork",
  )
  await expect(page.getByText('Set up mail forwarding (')).toHaveCount(0)

  // A car that landed on Nov 5 must have its permit by Dec 5: in the next 14 days, with its source.
  await page.getByLabel('Vehicles').selectOption('1')
  await typeDate(page, 'Car arrival date', '11052026')
  const permit = soon.getByRole('listitem').filter({ hasText: 'Out-of-state permit' })
  await expect(permit).toContainText('Sat, Dec 5, 2026')
  await expect(permit).toContainText('(in 8 days)')
  await openSourceLine(permit)
  await expect(permit.getByRole('link', { name: 'staradvertiser.com' })).toBeVisible()

  // Home, for this returning family: what is next in their plan, and the way back to it.
  await page.goto('/')
  await waitForHydration(page)
  const plan = page.getByRole('region', { name: 'Your plan' })
  await expect(plan).toContainText('94 days until your report date (Mon, Mar 1, 2027).')
  await expect(plan.getByRole('list', { name: 'Overdue' })).toContainText(
    "Start your pet's Hawaii paperwork",
  )
  // The three most overdue, the rest counted.
  await expect(plan.getByRole('list', { name: 'Overdue' }).getByRole('listitem')).toHaveCount(3)
  await expect(plan.getByText(/^And \d+ more overdue items? on your checklist\.$/)).toBeVisible()
  await expect(
    plan.getByRole('list', { name: 'Next 14 days' }).getByRole('listitem').filter({
      hasText: 'Out-of-state permit',
    }),
  ).toContainText('(in 8 days)')
  // Signed up, the plan comes from the account.
  await page.getByRole('link', { name: 'Sign in', exact: true }).first().click()
  await signUpByKeyboard(page)
  await page.goto('/')
  await waitForHydration(page)
  await expect(plan).toContainText('94 days until your report date')
  await plan.getByRole('link', { name: 'Open your checklist' }).click()
  await expect(page).toHaveURL(new RegExp(`${CHECKLIST}$`))
})

test('a visitor without a report date sees no plan on the home page', async ({ page }) => {
  await returningVisitor(page)
  await page.goto('/')
  await waitForHydration(page)
  await expect(page.getByRole('heading', { name: 'Tools for your move' })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Your plan' })).toHaveCount(0)
})

test("the TLA item gives the chosen installation's own steps, with their sources, kept through a reload", async ({
  page,
}) => {
  await openChecklist(page)
  const tla = page.getByRole('listitem').filter({
    has: page.getByRole('checkbox', { name: 'Book temporary lodging and apply for TLA' }),
  })
  // No installation yet: only the general advice.
  await expect(tla).toContainText("ask your gaining installation's TLA office")
  await expect(tla).not.toContainText('its own pages say')

  // Chosen with the keyboard, as on a phone's picker: type-ahead on the focused select.
  const installation = page.getByLabel('Installation')
  await installation.focus()
  await installation.pressSequentially('Marine')
  await expect(installation).toHaveValue('kaneohe-bay')
  await expect(tla).toContainText('At Marine Corps Base Hawaii, Kaneohe Bay, its own pages say:')
  await expect(tla).toContainText('Check in with your personnel office (IPAC) and the TLA Office')
  await expect(tla).toContainText('TLA is forfeited if you do')
  const line = await openSourceLine(tla.getByRole('listitem').first())
  await expect(line.getByRole('link', { name: /^mcbhawaii\.marines\.mil/ })).toBeVisible()

  await page.reload()
  await waitForHydration(page)
  await expect(tla).toContainText('Check in with your personnel office (IPAC)')

  // An installation whose own TLA page we could not read says so instead of guessing.
  await installation.selectOption({ label: 'Schofield Barracks (Army)' })
  await expect(tla).toContainText(
    'We found no official page with Schofield Barracks’s own TLA steps: ask its TLA office',
  )
  await expect(tla).not.toContainText('IPAC')
})

test("each child's grade and the first day of school give each child a school deadline and HIDOE's steps, kept through a reload, sign-up and lost signal", async ({
  page,
  context,
}) => {
  await openChecklist(page)
  await typeReportDate(page, '04262027')
  const schoolItem = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('checkbox', { name: "Line up your kids' schools" }) })
  const school = deadlines(page)
    .getByRole('listitem')
    .filter({ hasText: 'TB clearance and student health record' })

  // Two children, answered with the keyboard as on a phone's picker.
  const children = page.getByLabel('Children in school')
  await children.focus()
  await children.pressSequentially('2')
  await expect(children).toHaveValue('2')
  // No grades, no first day yet: one deadline, in words.
  await expect(school).toHaveCount(1)
  await expect(school).toContainText('By the first day of school')
  await expect(schoolItem).not.toContainText("HIDOE's pages say")

  await page.getByLabel('Child 1 grade').selectOption({ label: 'Kindergarten' })
  await page.getByLabel('Child 2 grade').selectOption({ label: 'Grade 7' })
  // A first day more than a year after the report date is refused, with the reason.
  await typeDate(page, 'First day of school', '08022028')
  await expect(
    page.getByText('Enter a date by Apr 26, 2028, a year after your report date.'),
  ).toBeVisible()
  await typeDate(page, 'First day of school', '08022027')
  await expect(school).toHaveCount(2)
  const child1 = school.filter({ hasText: 'Child 1, Kindergarten' })
  await expect(child1).toContainText('By Mon, Aug 2, 2027')
  await expect(school.filter({ hasText: 'Child 2, Grade 7' })).toContainText('By Mon, Aug 2, 2027')
  await openSourceLine(child1)
  await expect(child1.getByRole('link', { name: /^hawaiipublicschools\.org/ })).toBeVisible()

  // The school item: what HIDOE's pages ask for these grades, with sources.
  await expect(schoolItem).toContainText(
    "For your children (Child 1, Kindergarten; Child 2, Grade 7), HIDOE's pages say:",
  )
  await expect(schoolItem).toContainText('5 by July 31 of the school year')
  await expect(schoolItem).not.toContainText('Executive Office on Early Learning')

  await page.reload()
  await waitForHydration(page)
  await expect(page.getByLabel('Child 2 grade')).toHaveValue('7')
  await expect(page.getByLabel('First day of school', { exact: true })).toHaveValue('2027-08-02')
  await expect(child1).toContainText('By Mon, Aug 2, 2027')

  // The calendar file has one event a child.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Add to calendar' }).click(),
  ])
  const ics = readFileSync(await download.path(), 'utf8').replace(/\r\n[ \t]/g, '')
  const events = ics.split('BEGIN:VEVENT').filter((e) => e.includes('student health record'))
  expect(events).toHaveLength(2)
  expect(events[0]).toContain('DTSTART;VALUE=DATE:20270802')

  // Signing up half-way keeps the grades.
  await page.getByRole('main').getByRole('link', { name: 'Sign in', exact: true }).click()
  await signUpByKeyboard(page)
  await expect(page).toHaveURL(new RegExp(`${CHECKLIST}$`))
  await expect(page.getByText('Loading your saved progress…')).toHaveCount(0)
  await expect(page.getByLabel('Child 1 grade')).toHaveValue('K')
  await expect(child1).toContainText('By Mon, Aug 2, 2027')

  // Offline, the second child turns out to be in preschool: no school deadline for them, and
  // the school item points to early learning. Back online, the account keeps it.
  await context.setOffline(true)
  await page.getByLabel('Child 2 grade').selectOption({ label: 'Preschool' })
  await expect(school).toHaveCount(1)
  await expect(schoolItem).toContainText('Executive Office on Early Learning')
  await backOnline(page)
  await expect(page.getByText(/made while offline|kept on this device will be saved/)).toHaveCount(
    0,
  )
  await page.reload()
  await waitForHydration(page)
  await expect(page.getByText('Loading your saved progress…')).toHaveCount(0)
  await expect(page.getByLabel('Child 2 grade')).toHaveValue('PK')
  await expect(school).toHaveCount(1)

  // No children after all: the grades and the school deadline go.
  await page.getByLabel('Children in school').selectOption({ label: 'None' })
  await expect(page.getByLabel('Child 1 grade')).toHaveCount(0)
  await expect(school).toHaveCount(0)
})

test.describe('on two devices', () => {
  // Reloading offline needs the saved pages.
  test.use({ serviceWorkers: 'allow' })

  test('the answers follow the account to another device; an answer changed offline that the other device changed since keeps the newer one, and says so', async ({
    page,
    context,
    browser,
  }) => {
    // Two devices, a sign-up, offline and back: near a minute beside two other workers.
    test.setTimeout(120_000)
    await openChecklist(page)
    // Typed signed out, before the account exists.
    await typeDate(page, 'Detach date', '03302027')
    await page.getByLabel('Installation').selectOption({ label: 'Schofield Barracks (Army)' })
    await expect(page.getByText('BAH area: Honolulu County (HI408).')).toBeVisible()
    await page.getByLabel('Children in school').selectOption({ label: 'None' })
    await page.getByLabel('Dogs').selectOption('1')
    await page.getByLabel('Pet arrival airport').selectOption({ label: 'Kahului, Maui (OGG)' })
    await typeDate(page, 'Pet arrival date', '04202027')
    await expect(page.getByText(/stays in this browser; signing in saves it/)).toBeVisible()
    await page.getByRole('main').getByRole('link', { name: 'Sign in', exact: true }).click()
    const email = await signUpByKeyboard(page)
    await expect(page).toHaveURL(new RegExp(`${CHECKLIST}$`))
    await expect(
      page.getByText('Every answer is optional and saved to your account.'),
    ).toBeVisible()
    await page.getByLabel('Vehicles').selectOption('2')
    await expect(page.getByText(/made while offline/)).toHaveCount(0)

    // The service member signs in on another device: the family's answers are there.
    const other = await browser.newContext({ viewport: page.viewportSize() })
    const phone = await other.newPage()
    await pinToday(phone)
    await signIn(phone, email)
    await expect(phone).toHaveURL(/\/$/)
    await openChecklist(phone)
    await expect(phone.getByLabel('Dogs')).toHaveValue('1')
    await expect(phone.getByLabel('Pet arrival airport')).toHaveValue('OGG')
    await expect(phone.getByLabel('Pet arrival date', { exact: true })).toHaveValue('2027-04-20')
    await expect(phone.getByLabel('Vehicles')).toHaveValue('2')
    await expect(phone.getByLabel('Detach date', { exact: true })).toHaveValue('2027-03-30')
    await expect(phone.getByLabel('Installation')).toHaveValue('schofield')
    await expect(
      phone
        .getByRole('listitem')
        .filter({ has: phone.getByRole('checkbox', { name: "Line up your kids' schools" }) }),
    ).toContainText('Not needed for your family')
    await expect(
      deadlines(phone).getByRole('listitem').filter({ hasText: 'landing in Kahului' }),
    ).toContainText('By Sun, Mar 21, 2027')

    // The spouse loses signal and changes two answers; one is reloaded offline.
    await waitForOfflineCopy(page)
    await context.setOffline(true)
    await page.getByLabel('Pet arrival airport').selectOption({ label: 'Lihue, Kauai (LIH)' })
    await page.getByLabel('Firearms').selectOption({ label: 'No' })
    await page.reload()
    await stillOffline(page)
    await waitForHydration(page)
    await expect(page.getByLabel('Pet arrival airport')).toHaveValue('LIH')
    await expect(page.getByLabel('Firearms')).toHaveValue('no')

    // Meanwhile, online, the service member sets the airport to Kona.
    await phone
      .getByLabel('Pet arrival airport')
      .selectOption({ label: 'Kona, Hawaii Island (KOA)' })
    await phone.reload()
    await waitForHydration(phone)
    await expect(phone.getByLabel('Pet arrival airport')).toHaveValue('KOA')

    // Back online: the airport keeps the newer answer (and the spouse is told); the other answer is sent.
    await backOnline(page)
    await expect(
      page.getByText('"Pet arrival airport" kept the answer saved on your account.'),
    ).toBeVisible({ timeout: 15_000 })
    await expect(page.getByLabel('Pet arrival airport')).toHaveValue('KOA')
    await expect(page.getByLabel('Firearms')).toHaveValue('no')
    await phone.reload()
    await waitForHydration(phone)
    await expect(phone.getByLabel('Firearms')).toHaveValue('no')
    await expect(phone.getByLabel('Pet arrival airport')).toHaveValue('KOA')
    await other.close()
  })
})
