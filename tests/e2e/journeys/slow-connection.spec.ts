// Persona: a service member signs in on a hotel's slow Wi-Fi and types the report date before
// the saved plan has finished arriving.
import { expect, test } from '@playwright/test'
import { signUp } from '../accounts'
import { waitForHydration } from '../helpers'
import { openChecklist, pinToday, typeReportDate } from './journey'

test.beforeEach(async ({ page }) => pinToday(page))

const isDateRead = (url: string, method: string) =>
  method === 'GET' && url.includes('/rest/v1/profiles') && url.includes('report_date')

test('a date typed while the saved date is still on its way is kept on screen and saved', async ({
  page,
}) => {
  await signUp(page)
  // The saved date takes four seconds to arrive; the ticks arrive at once.
  await page.route(
    (url) => url.pathname === '/rest/v1/profiles',
    async (route) => {
      const request = route.request()
      if (!isDateRead(request.url(), request.method())) return route.fallback()
      // The server answers at once (no date yet); the answer is four seconds on the way.
      const response = await route.fetch()
      await new Promise((resolve) => setTimeout(resolve, 4000))
      await route.fulfill({ response })
    },
  )
  const slowRead = page.waitForResponse((response) =>
    isDateRead(response.url(), response.request().method()),
  )
  await openChecklist(page)
  await typeReportDate(page, '04262027')
  const summary = page.getByText('150 days until your report date (Mon, Apr 26, 2027).')
  await expect(summary).toBeVisible()

  // The old answer (no date yet) lands after the typing: it does not wipe the date.
  await slowRead
  // Time for the page to take the answer in.
  await page.waitForLoadState('networkidle')
  await expect(page.getByLabel('Your report date')).toHaveValue('2027-04-26')
  await expect(summary).toBeVisible()

  await page.unrouteAll({ behavior: 'ignoreErrors' })
  await page.reload()
  await waitForHydration(page)
  await expect(page.getByText('Loading your saved progress…')).toHaveCount(0)
  await expect(page.getByLabel('Your report date')).toHaveValue('2027-04-26')
})

test('while the page is still finding out who is signed in the date waits, then goes to the account over the date saved before', async ({
  page,
}) => {
  const email = await signUp(page)
  await openChecklist(page)
  await expect(page.getByRole('img', { name: `Signed in as ${email}` })).toBeVisible()
  await typeReportDate(page, '06152027')
  await expect(page.getByText('200 days until your report date (Tue, Jun 15, 2027).')).toBeVisible()
  await page.waitForLoadState('networkidle')

  // Back later on a slow connection: the sign-in code takes eight seconds to arrive. (Routing
  // also turns the browser's cache off, so the code is fetched again.)
  await page.route(
    (url) => url.pathname.startsWith('/assets/') && url.pathname.endsWith('.js'),
    async (route) => {
      const response = await route.fetch()
      if ((await response.text()).includes('GoTrueClient'))
        await new Promise((resolve) => setTimeout(resolve, 8000))
      await route.fulfill({ response })
    },
  )
  await page.reload()
  await waitForHydration(page)
  const signedIn = page.getByRole('img', { name: `Signed in as ${email}` })
  const field = page.getByLabel('Your report date')
  // Not known yet: the field waits rather than take typing it would lose.
  await expect(page.getByRole('checkbox').first()).toBeVisible()
  await expect(signedIn).toHaveCount(0)
  await expect(field).toBeDisabled()

  await expect(signedIn).toBeVisible({ timeout: 20_000 })
  await expect(field).toBeEditable()
  await typeReportDate(page, '04262027')
  const summary = page.getByText('150 days until your report date (Mon, Apr 26, 2027).')
  await expect(summary).toBeVisible()
  await expect(page.getByText('Loading your saved progress…')).toHaveCount(0)
  await expect(field).toHaveValue('2027-04-26')
  await expect(page.getByText(/kept the date saved on your account/)).toHaveCount(0)

  await page.waitForLoadState('networkidle')
  await page.unrouteAll({ behavior: 'ignoreErrors' })
  await page.reload()
  await waitForHydration(page)
  await expect(signedIn).toBeVisible()
  await expect(page.getByText('Loading your saved progress…')).toHaveCount(0)
  await expect(field).toHaveValue('2027-04-26')
})
