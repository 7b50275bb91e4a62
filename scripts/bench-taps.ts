/**
 * `npm run bench:taps`: does a tap between first paint and a live page count? Each route with an
 * interactive control is loaded from the built site (dist/, `npm run build`) in Chromium with
 * Lighthouse's slow 4G (devtools values) and 4× CPU slowdown, 412 px wide, touch.
 *
 *   npx tsx scripts/bench-taps.ts [--skip-build] [--port 4703] [--routes /auth,/welcome]
 *
 * Taps start once the control is on screen (scrolled to, as a visitor would), not before first
 * paint. Two measurements per route:
 * - first working tap: one tap on a fresh load at first paint; if it never takes effect, a later
 *   one (a bisection on the 100 ms grid, each on a fresh load). Taps lost = the grid's taps from
 *   first paint before that one.
 * - a stream: the control tapped every 100 ms from first paint until 200 ms after the page is
 *   live; 1.5 s later, the taps whose effect is missing (lost), doubled, or was reversed by the
 *   page (undone). On the checklist the taps go to the boxes on screen in turn, so each box
 *   must end as its tap count's parity says.
 * The table goes to stdout and bench-results/taps.md. A benchmark measures: exit code stays 0.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { chromium, type Browser, type Page } from '@playwright/test'
import { chromiumArgs, chromiumPath } from '../chromium.ts'
import { FORUM_COMING_SOON } from '../src/features/community/model/messages.ts'

const root = path.resolve(import.meta.dirname, '..')
const { values: args } = parseArgs({
  options: {
    'skip-build': { type: 'boolean', default: false },
    port: { type: 'string', default: '4703' },
    routes: { type: 'string' },
  },
})
const base = `http://127.0.0.1:${args.port}`
const GRID_MS = 100
const SETTLE_MS = 1500

interface Control {
  route: string
  name: string
  /** The control (on the checklist the first box; the stream taps every box on screen). */
  target: string
  /** In the page: has one tap taken effect? */
  done: () => boolean
  /** In the page, before its scripts: what `done` needs to watch. */
  init?: () => void
  /** A link: its tap works at once by loading this address (a tap while it loads restarts it). */
  navigates?: RegExp
}

const controls: Control[] = [
  {
    route: '/auth',
    name: 'Sign Up tab',
    target: '#tab-signup',
    done: () => document.querySelector('#tab-signup')?.getAttribute('aria-selected') === 'true',
    navigates: /\/auth\?tab=signup$/,
  },
  {
    route: '/member-forum',
    name: 'Continue as guest',
    target: 'xpath=//button[normalize-space()="Continue as guest"]',
    // The notice goes after 4 s, maybe before the whole page is live: was it ever shown?
    done: () => (window as unknown as { seen?: boolean }).seen === true,
    init: () => {
      new MutationObserver(() => {
        if (document.body?.textContent?.includes('__GUEST__')) {
          ;(window as unknown as { seen?: boolean }).seen = true
        }
      }).observe(document, { childList: true, subtree: true })
    },
  },
  {
    route: '/welcome',
    name: 'Edit (founder card)',
    target: 'xpath=//button[starts-with(normalize-space(), "Edit")]',
    done: () => document.querySelector('form[aria-label="Edit contact information"]') !== null,
  },
  {
    route: '/pcs-toolkit/hawaii-checklist',
    name: 'checkboxes on screen',
    target: 'main li input[type=checkbox]',
    done: () =>
      (document.querySelector('main li input[type=checkbox]') as HTMLInputElement)?.checked,
  },
]
const CHECKLIST = '/pcs-toolkit/hawaii-checklist'

function build() {
  const result = spawnSync('npm', ['run', 'build'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 1 << 28,
  })
  if (result.status !== 0) {
    console.error(result.stdout, result.stderr)
    throw new Error('npm run build failed')
  }
}

async function answers(url: string) {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(2000) })).ok
  } catch {
    return false
  }
}

async function serve(): Promise<{ child: ChildProcess; dataDir: string }> {
  if (await answers(`${base}/`))
    throw new Error(`Port ${args.port} is taken: pick another with --port`)
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hawaii-bench-taps-'))
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: args.port,
    HOST: '127.0.0.1',
    SKIP_BUILD: 'true',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
  }
  delete env.DATABASE_URL
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/start.ts'], {
    cwd: root,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const deadline = Date.now() + 60_000
  while (!(await answers(`${base}/`))) {
    if (child.exitCode !== null || Date.now() > deadline)
      throw new Error('The server did not start')
    await new Promise((r) => setTimeout(r, 300))
  }
  return { child, dataDir }
}

/** A fresh phone-sized page with Lighthouse's slow 4G and 4× CPU slowdown. */
async function throttledPage(browser: Browser, control: Control): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    hasTouch: true,
    isMobile: true,
    serviceWorkers: 'block',
  })
  // A returning visitor: the first-visit welcome dialog would cover the page.
  await context.addInitScript(() => localStorage.setItem('hpp:welcome-shown', 'true'))
  if (control.init) await context.addInitScript(`(${inPage(control.init)})()`)
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 562.5,
    downloadThroughput: (1474.56 * 1024) / 8,
    uploadThroughput: (675 * 1024) / 8,
  })
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  return page
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

/** Page time (ms since navigation) of first contentful paint, once there is one. */
async function firstPaint(page: Page): Promise<number> {
  for (;;) {
    const fcp = await page
      .evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime)
      .catch(() => undefined)
    if (fcp !== undefined) return fcp
    await sleep(10)
  }
}

const isLive = (page: Page) =>
  page.evaluate(() => document.documentElement.dataset.hydrated === 'true').catch(() => false)

async function untilLive(page: Page) {
  const deadline = Date.now() + 60_000
  while (!(await isLive(page)) && Date.now() < deadline) await sleep(50)
}

/** A touch tap on the element, scrolled into view first (as a visitor would). */
async function tap(page: Page, selector: string): Promise<boolean> {
  const target = page.locator(selector).first()
  await target.scrollIntoViewIfNeeded({ timeout: 2000 }).catch(() => undefined)
  const box = await target.boundingBox({ timeout: 2000 }).catch(() => null)
  if (!box) return false
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2)
  return true
}

/** Page time at which the control is on screen: taps start there (and not before first paint). */
async function shown(page: Page, control: Control): Promise<number> {
  const fcp = await firstPaint(page)
  const target = page.locator(control.target).first()
  await target.waitFor({ state: 'visible', timeout: 30_000 })
  await target.scrollIntoViewIfNeeded()
  const now = await page.evaluate(() => performance.now())
  return Math.max(fcp, now)
}

/** A function's source for the page, with the forum's notice in place of __GUEST__. */
const inPage = (fn: () => unknown) =>
  fn.toString().replace('__GUEST__', FORUM_COMING_SOON.message.replace(/'/g, "\\'"))
const doneIn = (control: Control) => inPage(control.done)

/** Does one tap, `delay` ms after first paint, take effect? */
async function oneTapWorks(browser: Browser, control: Control, delay: number) {
  const page = await throttledPage(browser, control)
  try {
    await page.goto(base + control.route, { waitUntil: 'commit' })
    const fcp = await shown(page, control)
    await sleep(delay)
    await tap(page, control.target)
    if (control.navigates) await page.waitForURL(control.navigates, { waitUntil: 'commit' })
    await untilLive(page)
    await sleep(SETTLE_MS)
    const done = await page.evaluate(`(${doneIn(control)})()`).catch(() => false)
    return { fcp, done: Boolean(done) }
  } finally {
    await page.context().close()
  }
}

interface Row {
  route: string
  control: string
  firstPaint: number
  firstWorking: number | null
  lost: number
  doubled: number
  undone: number
  taps: number
  live: number
}

async function measure(browser: Browser, control: Control): Promise<Row> {
  // First working tap: at first paint, else bisect on the grid up to 10 s.
  const first = await oneTapWorks(browser, control, 0)
  let k: number | null = 0
  if (!first.done) {
    let lo = 0
    let hi = 100
    if (!(await oneTapWorks(browser, control, hi * GRID_MS)).done) k = null
    else {
      while (hi - lo > 1) {
        const mid = Math.floor((lo + hi) / 2)
        if ((await oneTapWorks(browser, control, mid * GRID_MS)).done) hi = mid
        else lo = mid
      }
      k = hi
    }
  }

  // The stream.
  const page = await throttledPage(browser, control)
  const checklist = control.route === CHECKLIST
  let taps = 0
  let live = 0
  const counts = new Map<number, number>()
  let navigated = false
  page.on('request', (request) => {
    if (request.isNavigationRequest() && control.navigates?.test(request.url())) navigated = true
  })
  try {
    await page.goto(base + control.route, { waitUntil: 'commit' })
    const fcp = await shown(page, control)
    // Where to tap, found once: a tap is then only the touch itself, so the stream keeps its
    // 100 ms pace on a slowed-down page. On the checklist, the boxes on screen, in turn.
    const points = checklist
      ? await page.$$eval(control.target, (boxes) =>
          boxes.flatMap((box, index) => {
            const r = box.getBoundingClientRect()
            if (r.top < 0 || r.bottom > window.innerHeight) return []
            return [{ index, x: r.left + r.width / 2, y: r.top + r.height / 2 }]
          }),
        )
      : []
    const box = checklist ? null : await page.locator(control.target).first().boundingBox()
    if (box) points.push({ index: 0, x: box.x + box.width / 2, y: box.y + box.height / 2 })
    const state = () =>
      page
        .evaluate(
          `({ live: document.documentElement.dataset.hydrated === 'true', done: Boolean((${doneIn(control)})()) })`,
        )
        .catch(() => ({ live: false, done: false })) as Promise<{ live: boolean; done: boolean }>
    const start = Date.now()
    let liveAt: number | null = null
    for (let i = 0; i < 200 && points.length > 0; i++) {
      const due = start + i * GRID_MS
      if (due > Date.now()) await sleep(due - Date.now())
      // The link did its work: the new page is on its way.
      if (navigated) break
      const now = await state()
      if (liveAt === null && now.live) liveAt = Date.now()
      if (liveAt !== null && Date.now() > liveAt + 200) break
      // A one-off control that has done its work is not tapped again until the page is live.
      if (!checklist && now.done) {
        if (liveAt !== null) break
        continue
      }
      const point = points[i % points.length]!
      await page.touchscreen.tap(point.x, point.y)
      taps++
      counts.set(point.index, (counts.get(point.index) ?? 0) + 1)
    }
    if (navigated) await page.waitForURL(control.navigates!, { waitUntil: 'commit' })
    await untilLive(page)
    live = fcp + ((liveAt ?? Date.now()) - start)
    await sleep(SETTLE_MS)
    let lost = 0
    let doubled = 0
    let undone = 0
    if (checklist) {
      const states = await page.$$eval('main li input[type=checkbox]', (boxes) =>
        boxes.map((b) => (b as HTMLInputElement).checked),
      )
      for (const [box, n] of counts) {
        // An odd count leaves the box ticked. A wrong end state is a tap lost or doubled, or
        // one the page undid: the page's own count says which, as far as it can.
        if (states[box] !== (n % 2 === 1)) undone++
      }
      const shown = await page.evaluate(() =>
        Number(/(\d+) of 20 done/.exec(document.body.innerText)?.[1] ?? NaN),
      )
      const ticked = states.filter(Boolean).length
      if (shown > ticked) doubled = shown - ticked
      if (shown < ticked) lost = ticked - shown
    } else {
      const done = await page.evaluate(`(${doneIn(control)})()`).catch(() => false)
      if (!done) undone = 1
    }
    return {
      route: control.route,
      control: control.name,
      firstPaint: first.fcp,
      firstWorking: k === null ? null : first.fcp + k * GRID_MS,
      lost: (k ?? 0) + lost,
      doubled,
      undone,
      taps,
      live,
    }
  } finally {
    await page.context().close()
  }
}

const s = (ms: number | null) => (ms === null ? 'never' : `${(ms / 1000).toFixed(1)} s`)

if (!args['skip-build']) build()
if (!existsSync(path.join(root, 'dist/index.html')))
  throw new Error('No dist/: run without --skip-build')
const server = await serve()
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
const rows: Row[] = []
try {
  const wanted = args.routes?.split(',').map((r) => r.trim())
  for (const control of controls.filter((c) => !wanted || wanted.includes(c.route))) {
    const row = await measure(browser, control)
    console.error(`${row.route}: ${JSON.stringify(row)}`)
    rows.push(row)
  }
} finally {
  await browser.close()
  server.child.kill()
  rmSync(server.dataDir, { recursive: true, force: true })
}

const table = [
  '| page | control | shown | live | first tap that worked | taps in stream | lost | doubled | undone |',
  '|---|---|---|---|---|---|---|---|---|',
  ...rows.map(
    (r) =>
      `| ${r.route} | ${r.control} | ${s(r.firstPaint)} | ${s(r.live)} | ${s(r.firstWorking)} | ${r.taps} | ${r.lost} | ${r.doubled} | ${r.undone} |`,
  ),
].join('\n')
console.log(table)
mkdirSync(path.join(root, 'bench-results'), { recursive: true })
writeFileSync(path.join(root, 'bench-results/taps.md'), `${table}\n`)
