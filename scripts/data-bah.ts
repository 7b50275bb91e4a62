// npm run data:bah -- <folder with bahw<yy>.txt, bahwo<yy>.txt, sorted_zipmha<yy>.txt, SOURCE.json>
// Rebuilds src/data/bah-rates.ts and public/data/bah-<year>-hawaii.{csv,json}. With
// `--out <dir>` everything is written under that folder instead (tests use it).
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { buildBah } from './bah/build'

const args = process.argv.slice(2)
const outAt = args.indexOf('--out')
const out = outAt >= 0 ? args[outAt + 1] : '.'
const folder = args.filter((_, i) => outAt < 0 || (i !== outAt && i !== outAt + 1))[0]
if (!folder || !out) {
  console.error('Usage: npm run data:bah -- <folder with the official files> [--out <dir>]')
  process.exit(2)
}

try {
  const built = await buildBah(folder)
  const write = (path: string, text: string) => {
    const at = join(out, path)
    mkdirSync(dirname(at), { recursive: true })
    writeFileSync(at, text)
    console.log(`wrote ${at}`)
  }
  write('src/data/bah-rates.ts', built.module)
  write(`public/data/bah-${built.year}-hawaii.csv`, built.csv)
  write(`public/data/bah-${built.year}-hawaii.json`, built.json)
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
}
