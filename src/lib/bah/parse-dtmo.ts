// Readers for DTMO's BAH ASCII files (bahw<yy>.txt, bahwo<yy>.txt, sorted_zipmha<yy>.txt). They
// fail loudly, naming the file and line, so a changed format next year stops the build script
// instead of shipping wrong rates.
import {
  BAH_FILE_COLUMNS,
  BAH_GRADES,
  HAWAII_MHAS,
  type BahGrade,
  type BahRate,
  type MhaCode,
} from '@/data/bah-format'

const HAWAII = new Set<string>(HAWAII_MHAS.map((m) => m.code))
const MONEY = /^\d+(\.\d{1,2})?$/

export class BahFileError extends Error {}

function fail(file: string, line: number, problem: string, text: string): never {
  throw new BahFileError(`${file} line ${line}: ${problem}: "${text}"`)
}

/** The Hawaii rows of one rates file: MHA → grade → whole dollars. Other MHAs are skipped. */
export function parseRatesFile(file: string, text: string): Map<MhaCode, Map<BahGrade, number>> {
  const out = new Map<MhaCode, Map<BahGrade, number>>()
  text.split(/\r?\n/).forEach((raw, i) => {
    const line = raw.trim()
    if (!line) return
    const [mha = '', ...values] = line.split(',').map((v) => v.trim())
    if (!/^[A-Z]{2}\d{3}$/.test(mha)) fail(file, i + 1, 'no MHA code at the start', line)
    if (values.length !== BAH_FILE_COLUMNS.length)
      fail(
        file,
        i + 1,
        `${values.length} rates where ${BAH_FILE_COLUMNS.length} were expected`,
        line,
      )
    const bad = values.find((v) => !MONEY.test(v))
    if (bad !== undefined) fail(file, i + 1, `"${bad}" is not an amount`, line)
    if (!HAWAII.has(mha)) return
    if (out.has(mha as MhaCode)) fail(file, i + 1, `${mha} appears twice`, line)
    const dollars = values.map(Number)
    // The site shows O-7 for "O-7 and above": the rates above it must be the same.
    if (dollars.slice(BAH_GRADES.length).some((d) => d !== dollars[BAH_GRADES.length - 1]))
      fail(file, i + 1, 'O-8 to O-10 differ from O-7', line)
    const byGrade = new Map<BahGrade, number>()
    BAH_GRADES.forEach((grade, g) => {
      const amount = dollars[g]!
      if (!Number.isInteger(amount)) fail(file, i + 1, `${grade} is not whole dollars`, line)
      byGrade.set(grade, amount)
    })
    out.set(mha as MhaCode, byGrade)
  })
  for (const { code } of HAWAII_MHAS)
    if (!out.has(code)) throw new BahFileError(`${file}: no row for ${code}`)
  return out
}

/** The Hawaii lines of the ZIP file: ZIP → MHA. Lines for other MHAs are checked and skipped. */
export function parseZipFile(file: string, text: string): Map<string, MhaCode> {
  const out = new Map<string, MhaCode>()
  text.split(/\r?\n/).forEach((raw, i) => {
    const line = raw.trim()
    if (!line) return
    const match = /^(\d{5})\s+([A-Z]{2}\d{3})$/.exec(line)
    if (!match) fail(file, i + 1, 'not "ZIP MHA"', line)
    const [, zip, mha] = match
    if (HAWAII.has(mha!)) out.set(zip!, mha as MhaCode)
  })
  if (out.size === 0) throw new BahFileError(`${file}: no Hawaii ZIP codes`)
  return out
}

/** Both rates files joined: one row per MHA and grade, in HAWAII_MHAS and grade order. */
export function joinRates(
  withDeps: Map<MhaCode, Map<BahGrade, number>>,
  withoutDeps: Map<MhaCode, Map<BahGrade, number>>,
): BahRate[] {
  return HAWAII_MHAS.flatMap(({ code }) =>
    BAH_GRADES.map((grade) => ({
      mha: code,
      grade,
      withDependents: withDeps.get(code)!.get(grade)!,
      withoutDependents: withoutDeps.get(code)!.get(grade)!,
    })),
  )
}

/** The downloads' CSV: `year,mha,mha_name,grade,with_dependents,without_dependents`. */
export function ratesCsv(year: number, rates: readonly BahRate[]): string {
  const name = new Map(HAWAII_MHAS.map((m) => [m.code, m.name]))
  const rows = rates.map((r) =>
    [year, r.mha, name.get(r.mha), r.grade, r.withDependents, r.withoutDependents].join(','),
  )
  return ['year,mha,mha_name,grade,with_dependents,without_dependents', ...rows].join('\n') + '\n'
}

/** The downloads' JSON: the same rows as the CSV, as objects with the CSV's column names. */
export function ratesJson(year: number, rates: readonly BahRate[]): string {
  const name = new Map(HAWAII_MHAS.map((m) => [m.code, m.name]))
  const rows = rates.map((r) => ({
    year,
    mha: r.mha,
    mha_name: name.get(r.mha),
    grade: r.grade,
    with_dependents: r.withDependents,
    without_dependents: r.withoutDependents,
  }))
  return JSON.stringify(rows, null, 2) + '\n'
}
