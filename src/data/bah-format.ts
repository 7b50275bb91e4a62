// What the site needs to read DTMO's BAH rate files: their column order, the grades shown and
// Hawaii's four military housing areas (MHAs). The rates themselves are in bah-rates.ts,
// generated from the official files by `npm run data:bah` (docs/facts.md#bah-yearly-refresh).

/**
 * The columns of DTMO's `bahw<yy>.txt` and `bahwo<yy>.txt` after the MHA code, in order: one
 * rate per grade, dollars with two decimals. Read in the 2026 files (27 rates a line) and checked
 * against published Honolulu County figures (docs/decisions.md#d-33-1).
 */
export const BAH_FILE_COLUMNS = [
  'E-1',
  'E-2',
  'E-3',
  'E-4',
  'E-5',
  'E-6',
  'E-7',
  'E-8',
  'E-9',
  'W-1',
  'W-2',
  'W-3',
  'W-4',
  'W-5',
  'O-1E',
  'O-2E',
  'O-3E',
  'O-1',
  'O-2',
  'O-3',
  'O-4',
  'O-5',
  'O-6',
  'O-7',
  'O-8',
  'O-9',
  'O-10',
] as const

/** The grades the site shows: O-7 stands for O-7 and above (the files give O-8 to O-10 the same rate). */
export const BAH_GRADES = BAH_FILE_COLUMNS.slice(0, 24) as readonly BahGrade[]
export type BahGrade = Exclude<(typeof BAH_FILE_COLUMNS)[number], 'O-8' | 'O-9' | 'O-10'>

/** How a grade reads on screen. */
export function gradeLabel(grade: BahGrade): string {
  return grade === 'O-7' ? 'O-7 and above' : grade
}

export type MhaCode = 'HI408' | 'HI407' | 'HI409' | 'HI414'

export interface Mha {
  readonly code: MhaCode
  /** DTMO's name for the area ("HONOLULU COUNTY, HI"), in plain case. */
  readonly name: string
  /** The county's main island, as a family would name it. */
  readonly island: string
}

/** Hawaii's four MHAs, Oahu first. Names as in DTMO's 2026 MHA names (docs/decisions.md#d-33-1). */
export const HAWAII_MHAS: readonly Mha[] = [
  { code: 'HI408', name: 'Honolulu County', island: 'Oahu' },
  { code: 'HI407', name: 'Maui County', island: 'Maui' },
  { code: 'HI409', name: 'Hawaii County', island: 'Big Island' },
  { code: 'HI414', name: 'Kauai County', island: 'Kauai' },
]

/** One MHA and grade: the monthly BAH in whole dollars. */
export interface BahRate {
  readonly mha: MhaCode
  readonly grade: BahGrade
  readonly withDependents: number
  readonly withoutDependents: number
}

/** One official file the rates were built from. */
export interface BahSourceFile {
  readonly name: string
  /** SHA-256 of the file the build script read (hex). */
  readonly sha256: string
  /** Where the file was read: DTMO's own address or a verbatim copy. */
  readonly readFrom: string
  /** What the file holds when it is not the whole official file. */
  readonly note?: string
}
