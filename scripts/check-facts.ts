// `npm run facts`: every fact the pages show has a source, a kind and an honest age. Fails on
// errors; prints the facts due for review. Rules: src/lib/facts/check.ts, and for where a read
// date is written, scripts/read-dates.ts.
import path from 'node:path'
import { registerPages } from '../src/data/register-pages'
import { checkFacts } from '../src/lib/facts/check'
import { buildRegister } from '../src/lib/facts/register'
import { readDateProblemsIn } from './read-dates'

const today = process.env.FACTS_TODAY ?? new Date().toISOString().slice(0, 10)
const { facts, conflicts } = buildRegister(registerPages)
const { errors, due } = checkFacts(facts, conflicts, today)

for (const d of due) console.log(`due   ${d.id}: ${d.problem}`)
for (const e of errors) console.log(`error ${e.id}: ${e.problem}`)

const dateErrors = readDateProblemsIn(path.resolve(import.meta.dirname, '../src/data'))
for (const e of dateErrors) console.log(`error ${e}`)
const kinds = new Map<string, number>()
for (const f of facts) kinds.set(f.kind ?? 'no kind', (kinds.get(f.kind ?? 'no kind') ?? 0) + 1)
const byKind = [...kinds].map(([kind, n]) => `${n} ${kind}`).join(', ')
console.log(
  `${facts.length} facts (${byKind}); ${due.length} due for review, ${errors.length + dateErrors.length} errors`,
)
if (errors.length + dateErrors.length > 0) process.exit(1)
