// `npm run facts`: every fact the pages show has a source, a kind and an honest age. Fails on
// errors; prints the facts due for review. Rules: src/lib/facts/check.ts.
import { registerPages } from '../src/data/register-pages'
import { checkFacts } from '../src/lib/facts/check'
import { buildRegister } from '../src/lib/facts/register'

const today = process.env.FACTS_TODAY ?? new Date().toISOString().slice(0, 10)
const { facts, conflicts } = buildRegister(registerPages)
const { errors, due } = checkFacts(facts, conflicts, today)

for (const d of due) console.log(`due   ${d.id}: ${d.problem}`)
for (const e of errors) console.log(`error ${e.id}: ${e.problem}`)
const kinds = new Map<string, number>()
for (const f of facts) kinds.set(f.kind ?? 'no kind', (kinds.get(f.kind ?? 'no kind') ?? 0) + 1)
const byKind = [...kinds].map(([kind, n]) => `${n} ${kind}`).join(', ')
console.log(
  `${facts.length} facts (${byKind}); ${due.length} due for review, ${errors.length} errors`,
)
if (errors.length > 0) process.exit(1)
