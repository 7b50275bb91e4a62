// What the BAH page works out: the choice in its address, the rate for it and the comparisons.
// Pure functions over src/data, unit-tested (tests/unit/housing/bah-model.test.ts).
import {
  BAH_GRADES,
  HAWAII_MHAS,
  gradeLabel,
  type BahGrade,
  type Mha,
  type MhaCode,
} from '@/data/bah-format'
import { BAH_RATES } from '@/data/bah-rates'
import {
  HAWAII_INSTALLATIONS,
  installationById,
  type HawaiiInstallation,
} from '@/data/hawaii-installations'

export type Dependents = 'with' | 'without'

/** Where the family is posted: one of the four areas, or an installation (which has an area). */
export type Place = { readonly mha: MhaCode } | { readonly base: string }

export interface BahChoice {
  readonly grade: BahGrade
  readonly dependents: Dependents
  readonly place: Place
}

/** What the page shows before anyone chooses, and what a missing parameter falls back to. */
export const DEFAULT_CHOICE: BahChoice = {
  grade: 'E-5',
  dependents: 'with',
  place: { mha: 'HI408' },
}

export interface ParsedChoice {
  readonly choice: BahChoice
  /** One sentence per parameter that was there but not understood. */
  readonly problems: readonly string[]
}

const isGrade = (value: string): value is BahGrade =>
  (BAH_GRADES as readonly string[]).includes(value)
const isMha = (value: string): value is MhaCode => HAWAII_MHAS.some((m) => m.code === value)

/** Reads `?grade=E-5&dependents=with&mha=HI408` (or `&base=schofield`), case-insensitively. */
export function parseChoice(params: URLSearchParams): ParsedChoice {
  const problems: string[] = []
  let { grade, dependents, place } = DEFAULT_CHOICE
  const rawGrade = params.get('grade')?.trim()
  if (rawGrade) {
    const wanted = rawGrade.toUpperCase()
    if (isGrade(wanted)) grade = wanted
    else problems.push(`“${rawGrade}” is not a pay grade we know. Choose one below.`)
  }
  const rawDeps = params.get('dependents')?.trim()
  if (rawDeps) {
    const wanted = rawDeps.toLowerCase()
    if (wanted === 'with' || wanted === 'without') dependents = wanted
    else problems.push(`“${rawDeps}” is not “with” or “without” dependents. Choose one below.`)
  }
  const rawBase = params.get('base')?.trim()
  const rawMha = params.get('mha')?.trim()
  if (rawBase) {
    if (installationById(rawBase.toLowerCase())) place = { base: rawBase.toLowerCase() }
    else problems.push(`“${rawBase}” is not an installation we list. Choose where below.`)
  } else if (rawMha) {
    const wanted = rawMha.toUpperCase()
    if (isMha(wanted)) place = { mha: wanted }
    else problems.push(`“${rawMha}” is not one of Hawaii’s four housing areas. Choose where below.`)
  }
  return { choice: { grade, dependents, place }, problems }
}

/** The address's query string for a choice (without the leading "?"). */
export function choiceQuery(choice: BahChoice): string {
  const where = 'base' in choice.place ? `base=${choice.place.base}` : `mha=${choice.place.mha}`
  return `grade=${choice.grade}&dependents=${choice.dependents}&${where}`
}

/** The area a place is in. */
export function mhaOf(place: Place): Mha {
  const code = 'mha' in place ? place.mha : (installationById(place.base)?.mha ?? 'HI408')
  return HAWAII_MHAS.find((m) => m.code === code)!
}

/** The installation a place names, if it names one. */
export function installationOf(place: Place): HawaiiInstallation | undefined {
  return 'base' in place ? installationById(place.base) : undefined
}

/** The monthly BAH in whole dollars. */
export function bahFor(grade: BahGrade, dependents: Dependents, mha: MhaCode): number {
  const row = BAH_RATES.find((r) => r.grade === grade && r.mha === mha)
  if (!row) throw new Error(`No BAH for ${grade} in ${mha}`)
  return dependents === 'with' ? row.withDependents : row.withoutDependents
}

export interface AreaRate {
  readonly mha: Mha
  readonly amount: number
  /** The amount minus the chosen area's amount: positive when this area pays more. */
  readonly difference: number
}

/** The same grade and dependents in all four areas, in HAWAII_MHAS order. */
export function acrossAreas(grade: BahGrade, dependents: Dependents, chosen: MhaCode): AreaRate[] {
  const base = bahFor(grade, dependents, chosen)
  return HAWAII_MHAS.map((mha) => {
    const amount = bahFor(grade, dependents, mha.code)
    return { mha, amount, difference: amount - base }
  })
}

/** "E-5 with dependents" */
export function describeChoice(grade: BahGrade, dependents: Dependents): string {
  return `${gradeLabel(grade)} ${dependents} dependents`
}

/** The choices of the "Where" list: installations by name, then the four areas. */
export const PLACE_OPTIONS = {
  installations: HAWAII_INSTALLATIONS.map((b) => ({
    value: `base:${b.id}`,
    label: `${b.name} (${b.island})`,
  })),
  areas: HAWAII_MHAS.map((m) => ({
    value: `mha:${m.code}`,
    label: `${m.name} (${m.island}), ${m.code}`,
  })),
}

/** A "Where" list value ("base:schofield", "mha:HI408") as a place. */
export function placeFromValue(value: string): Place {
  const [kind, id = ''] = value.split(':')
  return kind === 'base' ? { base: id } : { mha: isMha(id) ? id : 'HI408' }
}

/** A place as its "Where" list value. */
export function placeValue(place: Place): string {
  return 'base' in place ? `base:${place.base}` : `mha:${place.mha}`
}
