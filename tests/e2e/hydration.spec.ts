import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { pages } from '../../src/data/pages'
import { LATE_FALLBACK } from '../../src/lib/late-fallback'
import { returningVisitor, waitForHydration, watchConsole } from './helpers'

// The rest of the suite runs the production build, which leaves lazyBlock's development check
// out. These tests run `npm run dev` with prerendered pages (server/dev-prerender.ts), so React
// hydrates in development with the check in: a block that drops its HTML for its fallback
// (an urgent update above it while its code loads) fails them, and so does anything the
// production headers refuse (the dev server sends them too, plus what Vite needs).
const port = Number(process.env.E2E_PORT ?? 3100) + 3
const devUrl = `http://127.0.0.1:${port}`
const dataDir = mkdtempSync(path.join(tmpdir(), 'hpp-dev-'))
let server: ChildProcess | undefined

test.describe.configure({ timeout: 60_000 })

test.beforeAll(async () => {
  // The dev server transforms the whole app for its first prerendered page: a minute or more
  // on a busy 2-core machine.
  test.setTimeout(240_000)
  server = spawn('node', ['--import', 'tsx', 'server/dev.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DEV_PRERENDER: 'true',
      LOG_LEVEL: 'silent',
    },
    stdio: 'ignore',
  })
  await expect
    .poll(
      () =>
        fetch(`${devUrl}/`).then(
          (r) => r.status,
          () => 0,
        ),
      { timeout: 210_000 },
    )
    .toBe(200)
})

test.afterAll(() => {
  server?.kill()
  rmSync(dataDir, { recursive: true, force: true })
})

for (const route of pages) {
  test(`${route.path} hydrates in development with every block keeping its HTML`, async ({
    page,
  }) => {
    const problems = watchConsole(page)
    // The blocks' code arrives late, as on a slow connection, so the providers' startup
    // updates land while the blocks still wait.
    await page.route(/\/src\/.*(\/components\/|SiteNavLinks)/, async (request) => {
      await new Promise((settle) => setTimeout(settle, 400))
      await request.continue()
    })
    await returningVisitor(page)
    const response = await page.goto(`${devUrl}${route.path}`)
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'")
    await waitForHydration(page)
    expect(problems.filter((problem) => problem.includes(LATE_FALLBACK))).toEqual([])
    expect(
      problems.filter((problem) => /Content Security Policy|CSP violation/.test(problem)),
    ).toEqual([])
  })
}
