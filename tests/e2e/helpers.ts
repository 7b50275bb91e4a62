import { expect, test, type BrowserContextOptions, type Locator, type Page } from '@playwright/test'

/** Collects console errors, uncaught exceptions and CSP violations; assert it is empty at the end of a test. */
export function watchConsole(page: Page): string[] {
  const problems: string[] = []
  page.on('console', (message) => {
    // The suite blocks the service worker (playwright.config.ts): Chromium says so, not the page.
    if (message.text() === 'Service Worker registration blocked by Playwright') return
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text())
  })
  page.on('pageerror', (error) => problems.push(error.message))
  // A Content-Security-Policy violation anywhere in a test is a problem too.
  void page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(`CSP violation: ${event.effectiveDirective} ${event.blockedURI}`),
    ),
  )
  return problems
}

/** Opens a page and waits until its h1 shows and React has taken over the prerendered HTML. */
export async function openPage(page: Page, path: string) {
  await returningVisitor(page)
  await page.goto(path)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await waitForHydration(page)
}

const returning = new WeakSet<Page>()
/** A returning visitor: the first-visit welcome dialog on Home would cover the page. */
export async function returningVisitor(page: Page) {
  if (returning.has(page)) return
  returning.add(page)
  await page.addInitScript(() => localStorage.setItem('hpp:welcome-shown', 'true'))
}

interface SharedPageOptions {
  /** Context options on top of the project's (scripts back on inside a scripts-off describe). */
  context?: BrowserContextOptions
  /** Runs once the page is made: to watch for dialogs, say. */
  setup?: (page: Page, problems: string[]) => void
}

/**
 * One page for all the tests of a describe (or file) that each only read a page: a browser
 * context per test costs more than the checks. Each test still loads its page afresh. Returns a
 * getter (the page exists once the beforeAll has run) and the page's console problems, emptied
 * before each test.
 */
export function useSharedPage({ context, setup }: SharedPageOptions = {}): {
  page: () => Page
  problems: () => string[]
} {
  let page: Page | undefined
  let problems: string[] = []
  test.beforeAll(async ({ browser }) => {
    // Its own context: axe needs a page made through newContext.
    page = await (await browser.newContext(context)).newPage()
    problems = watchConsole(page)
    setup?.(page, problems)
  })
  test.beforeEach(() => {
    problems.length = 0
  })
  test.afterAll(async () => {
    await page?.context().close()
  })
  return {
    page: () => {
      if (!page) throw new Error('useSharedPage: the page is made in beforeAll')
      return page
    },
    problems: () => problems,
  }
}

/** The prerendered HTML shows at once; clicks count only once React has hydrated it. */
export async function waitForHydration(page: Page) {
  // A wait, not a time limit: on the 2-core CI machine a retry records a trace beside two other
  // workers, and a page has taken more than 15 s to come alive there (stop 39).
  const timeout = Number(process.env.E2E_HYDRATION_MS ?? 30_000)
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true', { timeout })
}

/**
 * Opens the source line in `scope` as a reader does, with a tap on its summary ("Official source ·
 * read …"): its pages, their date and "Report a problem" are one tap away.
 */
export async function openSourceLine(scope: Locator) {
  const line = scope.locator('details.source-note').first()
  await line.locator('summary').click()
  await expect(line).toHaveAttribute('open', '')
  return line
}

/** Opens every source line on the page at once, to check all their links. */
export async function openAllSourceLines(page: Page) {
  await page
    .locator('details.source-note')
    .evaluateAll((lines) => lines.forEach((line) => ((line as HTMLDetailsElement).open = true)))
}
