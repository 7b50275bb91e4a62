// After the build: the public register of facts as dist/sources.json and dist/sources.csv, from
// the same data the pages show (src/data/register-pages.ts), so the downloads match /sources.
import { writeFile } from 'node:fs/promises'
import path from 'node:path'
import { registerPages } from '../src/data/register-pages'
import { buildRegister, registerCsv } from '../src/lib/facts/register'

const dist = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '..', 'dist'))
const { facts } = buildRegister(registerPages)
await writeFile(path.join(dist, 'sources.json'), `${JSON.stringify({ facts }, null, 2)}\n`)
await writeFile(path.join(dist, 'sources.csv'), registerCsv(facts))
console.log(`Wrote ${facts.length} facts to sources.json and sources.csv.`)
