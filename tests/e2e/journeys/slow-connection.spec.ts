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
