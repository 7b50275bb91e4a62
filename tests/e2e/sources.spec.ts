import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { expect, test, type Page } from '@playwright/test'
import { registerPages } from '../../src/data/register-pages'
import { openPage, openSourceLine, watchConsole } from './helpers'

const run = promisify(execFile)

interface Register {
  facts: { id: string; pages: string[]; statement: string; source: string; kind: string | null }[]
}
interface FactReport {
  fact_id: string
  problem: string
  link: string | null
  email: string | null
}

async function readReports(baseURL: string | undefined): Promise<FactReport[]> {
  const dataDir = process.env.E2E_DATA_DIR
  if (!dataDir || !baseURL) throw new Error('playwright.config.ts sets E2E_DATA_DIR and baseURL')
  const { stdout } = await run(
    process.execPath,
    ['--import', 'tsx', 'scripts/inbox.ts', '--json', '--limit', '10000'],
    { env: { ...process.env, DATA_DIR: dataDir, PORT: new URL(baseURL).port } },
  )
  return (JSON.parse(stdout) as { fact_reports: FactReport[] }).fact_reports
}

async function register(page: Page): Promise<Register> {
  const response = await page.request.get('/sources.json')
  expect(response.ok()).toBe(true)
  return (await response.json()) as Register
}

const reportForm = (page: Page) => page.getByRole('form', { name: 'Report a problem with a fact' })

test.describe('the register of sources', () => {
  test('lists every fact of sources.json, with JavaScript off too', async ({
    browser,
    baseURL,
  }) => {
    const page = await browser.newPage({ baseURL, javaScriptEnabled: false })
    const { facts } = await register(page)
    await page.goto('/sources')
    const rows = page.getByRole('list', { name: 'Facts and their sources' }).getByRole('listitem')
    await expect(rows).toHaveCount(facts.length)
    for (const fact of facts.slice(0, 5)) {
      await expect(page.locator(`#fact-${fact.id}`)).toContainText(fact.statement)
    }
    await page.close()
  })

  test('lists every data file the site publishes, and each one downloads', async ({ page }) => {
    await openPage(page, '/sources')
    const section = page.getByRole('region', { name: 'Data to download' })
    const links = section.getByRole('link')
    await expect(links.first()).toBeVisible()
    const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')!))
    // The register and the BAH rates, each as CSV and JSON.
    expect(hrefs).toEqual(
      expect.arrayContaining(['/sources.csv', '/sources.json', '/data/bah-2026-hawaii.csv']),
    )
    for (const href of hrefs) {
      const response = await page.request.get(href)
      expect(response.status(), href).toBe(200)
      expect(response.headers()['content-type'], href).toMatch(
        href.endsWith('.csv') ? /csv/ : /json/,
      )
      expect((await response.body()).length, href).toBeGreaterThan(100)
    }
  })

  test('the CSV download holds the same facts as the JSON', async ({ page }) => {
    const { facts } = await register(page)
    const csv = await (await page.request.get('/sources.csv')).text()
    const lines = csv.trimEnd().split('\r\n')
    expect(lines[0]).toBe('"id","pages","statement","source","kind","source_date","read_on"')
    expect(lines).toHaveLength(facts.length + 1)
    const ids = lines.slice(1).map((line) => JSON.parse(line.slice(0, line.indexOf('",') + 1)))
    expect(ids).toEqual(facts.map((f) => f.id))
  })

  test('filters by page and by kind, and the address keeps the filter', async ({ page }) => {
    const { facts } = await register(page)
    await openPage(page, '/sources')
    await page
      .getByRole('combobox', { name: 'Page' })
      .selectOption({ label: 'Pet travel to Hawaii' })
    const onPets = facts.filter((f) => f.pages.includes('/pcs-toolkit/pet-travel'))
    await expect(page.getByRole('status').filter({ hasText: 'facts' })).toHaveText(
      `${onPets.length} of ${facts.length} facts`,
    )
    await expect(page).toHaveURL(/page=%2Fpcs-toolkit%2Fpet-travel/)
    await page.reload()
    await expect(
      page.getByRole('list', { name: 'Facts and their sources' }).getByRole('listitem'),
    ).toHaveCount(onPets.length)
  })
})

test.describe('every page shows where its facts came from', () => {
  test('each page with facts has source lines whose reports name facts of the register', async ({
    page,
  }) => {
    // Opens every page with facts, one after another.
    test.slow()
    const ids = new Set((await register(page)).facts.map((f) => f.id))
    const withoutSources: string[] = []
    const unknown: string[] = []
    for (const { path } of registerPages) {
      await page.goto(path)
      // Inside closed source lines: counted whether or not they are open.
      const reports = page.getByRole('link', { name: 'Report a problem', includeHidden: true })
      if ((await reports.count()) === 0) withoutSources.push(path)
      const hrefs = await reports.evaluateAll((links) =>
        links.map((a) => new URL((a as HTMLAnchorElement).href).searchParams.get('fact')),
      )
      for (const id of hrefs) if (id !== null && !ids.has(id)) unknown.push(`${path}: ${id}`)
    }
    expect(withoutSources).toEqual([])
    expect(unknown).toEqual([])
  })
})

test.describe('report a problem with a fact', () => {
  test('a fact’s report link opens the form with that fact chosen, and the report reaches the inbox', async ({
    page,
    baseURL,
  }) => {
    const problems = watchConsole(page)
    await openPage(page, '/pcs-toolkit/pet-travel')
    const line = await openSourceLine(page.getByRole('main'))
    const link = line.getByRole('link', { name: 'Report a problem' })
    const factId = new URL((await link.getAttribute('href'))!, baseURL).searchParams.get('fact')
    expect(factId).toBeTruthy()
    await link.click()
    await expect(page).toHaveURL(/\/sources\?fact=/)
    await page.locator('html[data-hydrated]').waitFor()
    await expect(reportForm(page).getByRole('combobox', { name: 'The fact' })).toHaveValue(factId!)
    const problem = `The fee changed. e2e-${Date.now()}`
    await reportForm(page).getByRole('textbox', { name: 'What is wrong?' }).fill(problem)
    await reportForm(page)
      .getByRole('textbox', { name: /Link to a page/ })
      .fill('https://hdoa.hawaii.gov/ai/aqs/')
    await reportForm(page).getByRole('button', { name: 'Send report' }).click()
    await expect(page.getByText('Report sent')).toBeVisible()
    await expect(reportForm(page).getByRole('textbox', { name: 'What is wrong?' })).toHaveValue('')
    const stored = (await readReports(baseURL)).filter((r) => r.problem === problem)
    expect(stored).toEqual([
      {
        fact_id: factId,
        problem,
        link: 'https://hdoa.hawaii.gov/ai/aqs/',
        email: null,
        created_at: expect.any(String),
      },
    ])
    expect(problems).toEqual([])
  })

  test('a bad link gets a message, and a failed send keeps what was typed', async ({ page }) => {
    await openPage(page, '/sources')
    await page.route('**/rest/v1/fact_reports*', (route) => route.abort('failed'))
    const form = reportForm(page)
    const firstFact = await form
      .getByRole('combobox', { name: 'The fact' })
      .locator('option:not([value=""])')
      .first()
      .getAttribute('value')
    await form.getByRole('combobox', { name: 'The fact' }).selectOption(firstFact!)
    await form.getByRole('textbox', { name: 'What is wrong?' }).fill('The phone number is wrong.')
    await form.getByRole('textbox', { name: /Link to a page/ }).fill('not a link')
    await form.getByRole('button', { name: 'Send report' }).click()
    await expect(form.getByText(/Please enter a web address/)).toBeVisible()
    await form.getByRole('textbox', { name: /Link to a page/ }).fill('')
    await form.getByRole('button', { name: 'Send report' }).click()
    await expect(page.getByText('Report not sent')).toBeVisible()
    await expect(form.getByText(/Your report was not sent yet/)).toBeVisible()
    await expect(form.getByRole('textbox', { name: 'What is wrong?' })).toHaveValue(
      'The phone number is wrong.',
    )
    await expect(form.getByRole('combobox', { name: 'The fact' })).toHaveValue(firstFact!)
  })
})
