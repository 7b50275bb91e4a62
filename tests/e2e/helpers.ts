import { expect, type Page } from '@playwright/test'

/** Collects console errors and uncaught exceptions; assert it is empty at the end of a test. */
export function watchConsole(page: Page): string[] {
  const problems: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text())
  })
  page.on('pageerror', (error) => problems.push(error.message))
  return problems
}

/** Opens a page and waits until its h1 shows and React has taken over the prerendered HTML. */
export async function openPage(page: Page, path: string) {
  await returningVisitor(page)
  await page.goto(path)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await waitForHydration(page)
}

/** A returning visitor: the first-visit welcome dialog on Home would cover the page. */
export async function returningVisitor(page: Page) {
  await page.addInitScript(() => localStorage.setItem('hpp:welcome-shown', 'true'))
}

/** The prerendered HTML shows at once; clicks count only once React has hydrated it. */
export async function waitForHydration(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true', { timeout: 15_000 })
}
