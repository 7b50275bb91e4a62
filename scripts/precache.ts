// After the prerender: writes the list of what the service worker saves ahead (every public
// page and the code, styles and fonts in dist/assets) into dist/sw.js, and fails the build when
// it would move more than the cap over the wire (docs/decisions.md#d-29-4).
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { pages } from '../src/data/pages'

/** The most a first visit downloads ahead, compressed as the server sends it. */
export const PRECACHE_CAP_KB = 1800

const dist = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '..', 'dist'))

/** What the file costs on the wire: its Brotli copy when the build made one. */
function wireBytes(file: string): number {
  return statSync(existsSync(`${file}.br`) ? `${file}.br` : file).size
}

const pagePaths = pages.filter((page) => !page.personal).map((page) => page.path)
const pageFiles = pagePaths.map((url) =>
  path.join(dist, url === '/' ? 'index.html' : `${url.slice(1)}/index.html`),
)
const assetNames = readdirSync(path.join(dist, 'assets')).filter((name) =>
  /\.(js|css|woff2)$/.test(name),
)
const assets = ['/favicon.svg', ...assetNames.map((name) => `/assets/${name}`)]

const missing = pageFiles.filter((file) => !existsSync(file))
if (missing.length > 0) throw new Error(`Pages missing from the build: ${missing.join(', ')}`)
const pageBytes = pageFiles.reduce((sum, file) => sum + wireBytes(file), 0)
const assetBytes = assets.reduce((sum, url) => sum + wireBytes(path.join(dist, url)), 0)
const totalKb = (pageBytes + assetBytes) / 1024

const sw = path.join(dist, 'sw.js')
const code = readFileSync(sw, 'utf8').replace(/^self\.__PRECACHE=.*\n/, '')
const list = JSON.stringify({ pages: pagePaths, assets })
writeFileSync(sw, `self.__PRECACHE=${list};\n${code}`)

console.log(
  `Precache: ${pagePaths.length} pages (${(pageBytes / 1024).toFixed(0)} KB) and ${assets.length} files (${(assetBytes / 1024).toFixed(0)} KB): ${totalKb.toFixed(0)} KB of ${PRECACHE_CAP_KB} KB on the wire.`,
)
if (totalKb > PRECACHE_CAP_KB) {
  console.error(
    'The precache is over its cap: save fewer pages ahead, or raise the cap with a reason.',
  )
  process.exit(1)
}
