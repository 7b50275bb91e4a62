/**
 * `npm run bench:web`: Lighthouse (mobile, simulated throttling: its defaults) on every route of
 * the site, for two builds of the same commit side by side: the production build with prerendered
 * pages (dist/, `npm run build`) and the same site rendered in the browser only
 * (.build/csr, `PRERENDER=off vite build`). Each build is served by the real server
 * (server/start.ts) on its own port; one Chromium runs every audit, alternating the builds.
 *
 *   npx tsx scripts/bench-web.ts [--skip-build] [--routes /,/welcome] [--runs 3]
 *                                [--ports 4701,4702] [--reports]
 *
 * --runs N keeps, per route and build, the run with the median performance score. --reports also
 * writes each kept run's HTML report to bench-results/web/. The table goes to stdout and to
 * bench-results/web.md. A benchmark measures: missed targets are listed, the exit code stays 0.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse, { generateReport, type Result } from 'lighthouse'
import { chromiumArgs } from '../chromium.ts'
import { pages } from '../src/data/pages.ts'

const root = path.resolve(import.meta.dirname, '..')
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium'
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const
const RESULTS_DIR = path.join(root, 'bench-results')

const { values: args } = parseArgs({
  options: {
    'skip-build': { type: 'boolean', default: false },
    routes: { type: 'string' },
    runs: { type: 'string', default: '1' },
    ports: { type: 'string', default: '4701,4702' },
    reports: { type: 'boolean', default: false },
  },
})

const RUNS = Number(args.runs)
if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error(`--runs must be a whole number ≥ 1`)
const ports = args.ports.split(',').map(Number)
if (ports.length !== 2 || ports.some((p) => !Number.isInteger(p) || p <= 0)) {
  throw new Error('--ports takes two port numbers, e.g. --ports 4701,4702')
}

const allRoutes: string[] = pages.map((r) => r.path)
const routes = args.routes ? args.routes.split(',').map((r) => r.trim()) : allRoutes
const unknown = routes.filter((r) => !allRoutes.includes(r))
if (unknown.length) {
  throw new Error(`Not in src/data/pages.ts: ${unknown.join(', ')}. Routes: ${allRoutes.join(' ')}`)
}

interface Build {
  name: 'prerendered' | 'client-rendered'
  dir: string
  port: number
}
const builds: [Build, Build] = [
  { name: 'prerendered', dir: path.join(root, 'dist'), port: ports[0]! },
  { name: 'client-rendered', dir: path.join(root, '.build/csr'), port: ports[1]! },
]

/** The environment without PRERENDER, so a shell that exported it cannot change the dist/ build. */
function baseEnv(): NodeJS.ProcessEnv {
  const env = { ...process.env }
  delete env.PRERENDER
  return env
}

/** Runs a build step quietly; its output is shown only when it fails. */
function run(command: string, argv: string[], env: NodeJS.ProcessEnv) {
  const line = `${env.PRERENDER ? `PRERENDER=${env.PRERENDER} ` : ''}${command} ${argv.join(' ')}`
  const t0 = Date.now()
  const result = spawnSync(command, argv, { cwd: root, env, encoding: 'utf8', maxBuffer: 1 << 28 })
  if (result.status !== 0) {
    console.error(result.stdout, result.stderr)
    throw new Error(`${line} failed`)
  }
  console.error(`$ ${line} (${((Date.now() - t0) / 1000).toFixed(0)} s)`)
}

function buildBoth() {
  // `npm run build` makes the PDF (into public/) first, so the plain Vite build below has it too.
  run('npm', ['run', 'build', '--silent'], baseEnv())
  const csr = path.relative(root, builds[1].dir)
  run('npx', ['vite', 'build', '--outDir', csr, '--emptyOutDir'], {
    ...baseEnv(),
    PRERENDER: 'off',
  })
}

interface Served {
  child: ChildProcess
  dataDir: string
}
const served: Served[] = []

async function answers(url: string): Promise<boolean> {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(2000) })
    return res.ok
  } catch {
    return false
  }
}

/** server/start.ts on the build's port, with a throwaway data folder; resolves once it answers. */
async function serve(build: Build): Promise<void> {
  if (!existsSync(path.join(build.dir, 'index.html'))) {
    throw new Error(`No build in ${path.relative(root, build.dir)}/: run without --skip-build`)
  }
  const url = `http://127.0.0.1:${build.port}/`
  if (await answers(url)) {
    throw new Error(`Something already answers on port ${build.port}: pick others with --ports`)
  }
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hawaii-bench-web-'))
  const env: NodeJS.ProcessEnv = {
    ...baseEnv(),
    PORT: String(build.port),
    HOST: '127.0.0.1',
    DIST_DIR: build.dir,
    SKIP_BUILD: 'true',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    RATE_LIMIT_PER_MINUTE: '1000000',
  }
  delete env.DATABASE_URL // PGlite in the throwaway folder, never a shared database
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/start.ts'], {
    cwd: root,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  served.push({ child, dataDir })
  const deadline = Date.now() + 60_000
  while (!(await answers(url))) {
    if (child.exitCode !== null) throw new Error(`The ${build.name} server exited early`)
    if (Date.now() > deadline) throw new Error(`The ${build.name} server did not answer in 60 s`)
    await new Promise((r) => setTimeout(r, 300))
  }
}

async function stopServers() {
  await Promise.all(
    served.splice(0).map(
      ({ child, dataDir }) =>
        new Promise<void>((resolve) => {
          const done = () => {
            rmSync(dataDir, { recursive: true, force: true })
            resolve()
          }
          if (child.exitCode !== null || child.signalCode !== null) return done()
          const force = setTimeout(() => child.kill('SIGKILL'), 10_000)
          child.once('exit', () => {
            clearTimeout(force)
            done()
          })
          child.kill('SIGTERM')
        }),
    ),
  )
}

interface Figures {
  scores: Record<(typeof CATEGORIES)[number], number | undefined>
  lcp?: number // seconds
  cls?: number
  tbt?: number // ms
  benchmarkIndex?: number
  error?: string
  lhr?: Result
}

function figures(lhr: Result): Figures {
  const score = (id: (typeof CATEGORIES)[number]) => {
    const s = lhr.categories[id]?.score
    return typeof s === 'number' ? Math.round(s * 100) : undefined
  }
  const value = (id: string) => lhr.audits[id]?.numericValue
  const lcp = value('largest-contentful-paint')
  return {
    scores: {
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
    },
    lcp: lcp === undefined ? undefined : lcp / 1000,
    cls: value('cumulative-layout-shift'),
    tbt: value('total-blocking-time'),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    error: lhr.runtimeError?.code,
    lhr,
  }
}

/** The run with the median performance score (failed runs count as lowest). */
function medianRun(runs: Figures[]): Figures {
  const sorted = [...runs].sort(
    (a, b) => (a.scores.performance ?? -1) - (b.scores.performance ?? -1),
  )
  return sorted[Math.floor(sorted.length / 2)]!
}

const slug = (route: string) => (route === '/' ? 'home' : route.slice(1).replaceAll('/', '--'))

async function main() {
  const started = Date.now()
  if (!args['skip-build']) buildBoth()

  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: ['--headless=new', ...chromiumArgs],
    logLevel: 'silent',
    handleSIGINT: false,
  })
  const cleanUp = async () => {
    chrome.kill()
    await stopServers()
  }
  process.once('SIGINT', () => void cleanUp().then(() => process.exit(130)))

  const results = new Map<string, [Figures, Figures]>()
  let browserVersion = '?'
  try {
    for (const build of builds) await serve(build)
    const version = (await (
      await fetch(`http://127.0.0.1:${chrome.port}/json/version`)
    ).json()) as {
      Browser?: string
    }
    browserVersion = version.Browser ?? '?'

    const audit = async (build: Build, route: string) => {
      const result = await lighthouse(`http://127.0.0.1:${build.port}${route}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: [...CATEGORIES],
      })
      if (!result) throw new Error(`Lighthouse returned nothing for ${route}`)
      return figures(result.lhr)
    }

    // Warm-up, not measured: both servers read every page once, and Chrome does its first
    // Lighthouse run, which is slower than the rest whichever build it meets.
    for (const build of builds) {
      for (const route of routes) await fetch(`http://127.0.0.1:${build.port}${route}`)
    }
    console.error('Warm-up run…')
    await audit(builds[0], routes[0]!)

    const total = routes.length * builds.length * RUNS
    let done = 0
    let turn = 0
    for (const route of routes) {
      const runs: [Figures[], Figures[]] = [[], []]
      // Alternate the builds, and which goes first, so a busy moment on the shared machine
      // hits both alike.
      for (let i = 0; i < RUNS; i++) {
        const order = turn++ % 2 === 0 ? ([0, 1] as const) : ([1, 0] as const)
        for (const b of order) {
          const build = builds[b]
          const t0 = Date.now()
          const f = await audit(build, route)
          runs[b].push(f)
          done++
          console.error(
            `[${done}/${total}] ${build.name.padEnd(15)} ${route}: perf ${f.scores.performance ?? '–'}, LCP ${f.lcp?.toFixed(2) ?? '–'} s${f.error ? `, ${f.error}` : ''} (${((Date.now() - t0) / 1000).toFixed(0)} s)`,
          )
        }
      }
      const kept: [Figures, Figures] = [medianRun(runs[0]), medianRun(runs[1])]
      results.set(route, kept)
      if (args.reports) {
        for (const [b, build] of builds.entries()) {
          const dir = path.join(RESULTS_DIR, 'web', build.name)
          mkdirSync(dir, { recursive: true })
          writeFileSync(
            path.join(dir, `${slug(route)}.html`),
            generateReport(kept[b]!.lhr!, 'html'),
          )
        }
      }
    }
  } finally {
    await cleanUp()
  }

  const markdown = report(results, browserVersion, (Date.now() - started) / 1000)
  console.log(`\n${markdown}`)
  mkdirSync(RESULTS_DIR, { recursive: true })
  writeFileSync(path.join(RESULTS_DIR, 'web.md'), `${markdown}\n`)
  console.error(`\nWritten to ${path.relative(root, path.join(RESULTS_DIR, 'web.md'))}`)
}

interface Target {
  label: string
  value: (f: Figures) => number | undefined
  met: (v: number) => boolean
  show: (v: number) => string
}
const TARGETS: Target[] = [
  {
    label: 'performance ≥ 95',
    value: (f) => f.scores.performance,
    met: (v) => v >= 95,
    show: String,
  },
  {
    label: 'accessibility 100',
    value: (f) => f.scores.accessibility,
    met: (v) => v === 100,
    show: String,
  },
  { label: 'SEO 100', value: (f) => f.scores.seo, met: (v) => v === 100, show: String },
  {
    label: 'LCP ≤ 1.8 s',
    value: (f) => f.lcp,
    met: (v) => v <= 1.8,
    show: (v) => `${v.toFixed(2)} s`,
  },
  { label: 'CLS ≤ 0.01', value: (f) => f.cls, met: (v) => v <= 0.01, show: (v) => v.toFixed(3) },
]

function gitDescription(): string {
  const git = (...argv: string[]) =>
    spawnSync('git', argv, { cwd: root, encoding: 'utf8' }).stdout?.trim() ?? ''
  const commit = git('rev-parse', '--short', 'HEAD') || 'unknown commit'
  return git('status', '--porcelain') ? `${commit} + uncommitted changes` : commit
}

const fixed = (digits: number) => (v: number) => v.toFixed(digits)

function report(results: Map<string, [Figures, Figures]>, browser: string, seconds: number) {
  const both =
    (pick: (f: Figures) => number | undefined, show: (v: number) => string) =>
    ([p, c]: [Figures, Figures]) =>
      [p, c]
        .map((f) => (f.error ? 'err' : pick(f) === undefined ? '–' : show(pick(f)!)))
        .join(' / ')
  const columns: [string, (pair: [Figures, Figures]) => string][] = [
    ['perf', both((f) => f.scores.performance, String)],
    ['a11y', both((f) => f.scores.accessibility, String)],
    ['best-practices', both((f) => f.scores['best-practices'], String)],
    ['SEO', both((f) => f.scores.seo, String)],
    ['LCP s', both((f) => f.lcp, fixed(2))],
    ['CLS', both((f) => f.cls, fixed(3))],
    ['TBT ms', both((f) => f.tbt, fixed(0))],
  ]
  const all = [...results.values()].flat()
  const indexes = all
    .map((f) => f.benchmarkIndex)
    .filter((v): v is number => v !== undefined)
    .sort((a, b) => a - b)
  const benchmarkIndex = indexes[Math.floor(indexes.length / 2)]?.toFixed(0) ?? '?'
  const load = os.loadavg().map(fixed(1)).join(' ')
  const runs = RUNS === 1 ? '1 run' : `median of ${RUNS} runs`
  const lines = [
    `## Web vitals: prerendered / client-rendered`,
    '',
    [
      new Date().toISOString(),
      gitDescription(),
      `Lighthouse ${all[0]?.lhr?.lighthouseVersion ?? '?'} (mobile, simulated throttling)`,
      browser,
      `${runs} per route and build`,
      `${os.cpus().length} cores, load average ${load}, Lighthouse benchmark index ${benchmarkIndex}`,
      `${(seconds / 60).toFixed(1)} min`,
    ].join(' · '),
    '',
    `Each cell: prerendered (dist/) / client-rendered (.build/csr, PRERENDER=off).`,
    '',
    `| route | ${columns.map(([name]) => name).join(' | ')} |`,
    `|---|${columns.map(() => '---:').join('|')}|`,
    ...[...results].map(
      ([route, pair]) => `| ${route} | ${columns.map(([, cell]) => cell(pair)).join(' | ')} |`,
    ),
    '',
    `**Targets:** ${TARGETS.map((t) => t.label).join(', ')}.`,
    '',
  ]
  for (const [b, build] of builds.entries()) {
    const misses: string[] = []
    for (const [route, pair] of results) {
      const f = pair[b]!
      if (f.error) {
        misses.push(`${route} (Lighthouse error ${f.error})`)
        continue
      }
      const missed = TARGETS.flatMap((t) => {
        const v = t.value(f)
        return v === undefined || !t.met(v)
          ? [`${t.label.split(' ')[0]} ${v === undefined ? '–' : t.show(v)}`]
          : []
      })
      if (missed.length) misses.push(`${route} (${missed.join(', ')})`)
    }
    lines.push(
      `- ${build.name}: ${misses.length ? `${misses.length} of ${results.size} routes miss: ${misses.join('; ')}` : `all ${results.size} routes meet every target`}`,
    )
  }
  return lines.join('\n')
}

await main()
