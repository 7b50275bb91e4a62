import { defineConfig, devices } from '@playwright/test'
import { chromiumArgs, chromiumPath } from './chromium'

const port = Number(process.env.E2E_PORT ?? 3100)
const storybookPort = port + 1
export const baseURL = `http://127.0.0.1:${port}`
// The server's data folder, fresh for each run. Chosen once by the runner; its workers inherit
// the variable, so tests can read what the server stored (tests/e2e/community.spec.ts).
process.env.E2E_DATA_DIR ??= `.data/e2e-${Date.now()}`
// Mail from the server goes to a local SMTP catcher (scripts/mail-catcher.ts), which writes it
// to this file for the tests to read (tests/e2e/mail.ts).
const smtpPort = port + 2
process.env.E2E_MAIL_FILE ??= `${process.env.E2E_DATA_DIR}-mail.jsonl`

const browser = {
  launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  // The service worker saves the whole site ahead on install (docs/decisions.md#d-29-4): in
  // every test's fresh context that is ~900 KB and 200 requests competing with the test. Specs
  // about offline reading allow it with test.use({ serviceWorkers: 'allow' }).
  serviceWorkers: 'block' as const,
}
const desktop = { ...devices['Desktop Chrome'], ...browser, viewport: { width: 1280, height: 800 } }
const mobile = {
  ...devices['Pixel 7'],
  ...browser,
  viewport: { width: 375, height: 800 },
  defaultBrowserType: 'chromium' as const,
}

const toHaveScreenshot = {
  maxDiffPixelRatio: 0.01,
  animations: 'disabled',
  caret: 'hide',
} as const

export default defineConfig({
  testDir: 'tests',
  outputDir: `test-results/${port}`,
  fullyParallel: false,
  // Three workers on the 2-core CI machine: a test mostly waits (for Chromium's six connections
  // a host, for the server), so one busy core serves about two tests (measured 2026-11-28:
  // 2.6 s of CPU in 6.2 s of a test).
  workers: Number(process.env.E2E_WORKERS ?? 3),
  // No retries, in CI too (issue #36): a test that passes only on its second try is a bug to
  // find, not to hide.
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  // A flow that signs up (a memory-hard hash), signs out and signs in again takes 25–35 s beside a
  // second browser on the 2-core machine.
  timeout: 60_000,
  expect: { timeout: 7_000, toHaveScreenshot },
  // A trace records the screen all through a test: half the suite's CPU on this machine. Only a
  // failed test's retry records one.
  use: { baseURL, trace: 'on-first-retry', reducedMotion: 'reduce' },
  snapshotPathTemplate:
    '{testDir}/{testFileDir}/__screenshots__/{testFileName}/{arg}-{projectName}{ext}',
  projects: [
    { name: 'desktop', testDir: 'tests/e2e', use: desktop, grepInvert: /@mobile-only/ },
    // On a phone: every route (heading, axe, console, no sideways scroll), the off-canvas
    // sidebar and the journeys people type through. Other feature flows run once, at desktop
    // width, to keep the suite fast.
    {
      name: 'mobile',
      testDir: 'tests/e2e',
      testMatch: [
        'shell.spec.ts',
        'search.spec.ts',
        'taps.spec.ts',
        'trust.spec.ts',
        'journeys/*.spec.ts',
      ],
      use: mobile,
      grepInvert: /@desktop-only/,
    },
    // A full-page shot of a long page (/sources on a phone is ~68,000 px) needs two stable
    // captures in a row: more than 30 s on the busy 2-core CI machine (stop 39).
    // A project's `expect` replaces the top-level one: it repeats the screenshot options.
    {
      name: 'visual',
      testDir: 'tests/visual',
      use: desktop,
      timeout: 120_000,
      expect: { timeout: 60_000, toHaveScreenshot },
    },
  ],
  webServer: [
    {
      command: 'node --import tsx server/start.ts',
      url: `${baseURL}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 180_000,
      env: {
        PORT: String(port),
        // The address the browser uses: mailed links and allowed redirects are built on it.
        SITE_URL: baseURL,
        DATA_DIR: process.env.E2E_DATA_DIR,
        AUTH_RATE_LIMIT_PER_IP: '10000',
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        // Every test sends its forms from 127.0.0.1.
        INSERT_LIMITS: 'contact_messages:1000/10000,suggestions:1000/10000,fact_reports:1000/10000',
        // A separate build folder lets several checkouts' builds be tested side by side.
        ...(process.env.E2E_DIST ? { DIST_DIR: process.env.E2E_DIST, SKIP_BUILD: 'true' } : {}),
        LOG_LEVEL: 'silent',
      },
    },
    {
      command: `node --import tsx scripts/mail-catcher.ts ${smtpPort} ${process.env.E2E_MAIL_FILE}`,
      port: smtpPort,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
    {
      command: `node --import tsx scripts/serve-static.ts storybook-static ${storybookPort}`,
      port: storybookPort,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
  ],
})
