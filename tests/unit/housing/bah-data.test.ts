// The BAH data: the parser of DTMO's files, the build script on a fixture in their format, the
// generated module against figures published for Honolulu County, the downloads and the one list
// of installations.
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { buildBah } from '../../../scripts/bah/build'
import { HAWAII_MHAS } from '@/data/bah-format'
import { BAH_RATES, BAH_YEAR, HAWAII_ZIP_MHA, bahSource } from '@/data/bah-rates'
import { HAWAII_INSTALLATIONS } from '@/data/hawaii-installations'
import {
  BahFileError,
  parseRatesFile,
  parseZipFile,
  ratesCsv,
  ratesJson,
} from '@/lib/bah/parse-dtmo'

const FIXTURE = 'tests/fixtures/bah'
const hawaiiLine = readFileSync('data/bah-2026/bahw26.txt', 'utf8').split('\n')

describe('parseRatesFile', () => {
  it('keeps the four Hawaii areas and skips the others', () => {
    const rates = parseRatesFile('bahw26.txt', readFileSync(`${FIXTURE}/bahw26.txt`, 'utf8'))
    expect([...rates.keys()].sort()).toEqual(['HI407', 'HI408', 'HI409', 'HI414'])
    expect(rates.get('HI408')?.get('E-5')).toBe(3663)
    expect(rates.get('HI408')?.get('O-7')).toBe(5040)
  })

  it('fails naming the file and line when a line has a rate too few', () => {
    const short = hawaiiLine[1]!.replace(/,5040\.00$/, '')
    const text = [hawaiiLine[0], short, hawaiiLine[2], hawaiiLine[3]].join('\n')
    expect(() => parseRatesFile('bahw26.txt', text)).toThrow(
      /bahw26\.txt line 2: 26 rates where 27 were expected/,
    )
  })

  it('fails on an amount that is not a number and on a missing area', () => {
    const bad = hawaiiLine[0]!.replace('3819.00', '3,819')
    expect(() => parseRatesFile('x.txt', [bad, ...hawaiiLine.slice(1)].join('\n'))).toThrow(
      BahFileError,
    )
    expect(() => parseRatesFile('x.txt', hawaiiLine.slice(1).join('\n'))).toThrow(
      /no row for HI407/,
    )
  })
})

describe('parseZipFile', () => {
  it('maps Hawaii ZIP codes to their area and fails on a malformed line', () => {
    const zips = parseZipFile('z.txt', readFileSync(`${FIXTURE}/sorted_zipmha26.txt`, 'utf8'))
    expect(Object.fromEntries(zips)).toEqual({
      '96701': 'HI408',
      '96703': 'HI414',
      '96720': 'HI409',
      '96752': 'HI414',
      '96753': 'HI407',
      '96857': 'HI408',
    })
    expect(() => parseZipFile('z.txt', '96701 HI408\n9670 HI408\n')).toThrow(/z\.txt line 2/)
  })
})

describe('npm run data:bah', () => {
  it('builds the module and the downloads from a folder in the official format', async () => {
    const built = await buildBah(FIXTURE)
    expect(built.year).toBe(2026)
    expect(built.module).toContain("readFrom: 'https://example.org/bahw26.txt'")
    expect(built.csv.split('\n')[1]).toBe('2026,HI408,Honolulu County,E-1,3333,2598')
  })

  it('reproduces the committed module and downloads from data/bah-2026', async () => {
    const built = await buildBah('data/bah-2026')
    expect(built.module).toBe(readFileSync('src/data/bah-rates.ts', 'utf8'))
    expect(built.csv).toBe(readFileSync('public/data/bah-2026-hawaii.csv', 'utf8'))
    expect(built.json).toBe(readFileSync('public/data/bah-2026-hawaii.json', 'utf8'))
  })

  it('runs from the command line, and stops on a folder without the files', () => {
    const out = mkdtempSync(join(tmpdir(), 'bah-'))
    execFileSync('npx', ['tsx', 'scripts/data-bah.ts', FIXTURE, '--out', out])
    expect(readFileSync(join(out, 'public/data/bah-2026-hawaii.csv'), 'utf8')).toContain(
      '2026,HI414,Kauai County,O-7,5991,4731',
    )
    // A folder without the official files stops the script with the reason.
    return expect(buildBah('tests/unit')).rejects.toThrow(/expected one bahw<yy>\.txt/)
  }, 90_000)
})

describe('the 2026 rates', () => {
  // Published for Honolulu County in 2026 by valoannetwork.com/bah-rates-hawaii (read Nov 27, 2026).
  it.each([
    ['E-4', 3333, 2598],
    ['E-5', 3663, 2856],
    ['E-6', 3912, 3036],
    ['E-7', 4098, 3348],
    ['W-2', 4182, 3717],
    ['O-1', 3702, 2997],
    ['O-3', 4428, 3819],
    ['O-5', 4959, 4224],
  ])('Honolulu County %s: $%i with, $%i without dependents', (grade, withDeps, without) => {
    const row = BAH_RATES.find((r) => r.mha === 'HI408' && r.grade === grade)
    expect(row).toMatchObject({ withDependents: withDeps, withoutDependents: without })
  })

  it('has every grade in every area, once, and one provenance record', () => {
    expect(BAH_RATES).toHaveLength(4 * 24)
    expect(new Set(BAH_RATES.map((r) => `${r.mha} ${r.grade}`)).size).toBe(96)
    expect(bahSource).toMatchObject({ sourceKind: 'official', reviewFrom: '2027-01-01' })
    expect(bahSource.files.map((f) => f.sha256)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^[0-9a-f]{64}$/)]),
    )
  })

  it('says the same in the page’s module, the CSV and the JSON', () => {
    const csv = readFileSync(`public/data/bah-${BAH_YEAR}-hawaii.csv`, 'utf8')
    const json = JSON.parse(readFileSync(`public/data/bah-${BAH_YEAR}-hawaii.json`, 'utf8'))
    expect(csv).toBe(ratesCsv(BAH_YEAR, BAH_RATES))
    expect(JSON.stringify(json, null, 2) + '\n').toBe(ratesJson(BAH_YEAR, BAH_RATES))
    expect(json).toHaveLength(BAH_RATES.length)
  })
})

describe('the installations', () => {
  it('each sits in the area of its island, as the ZIP file has that island’s ZIP codes', () => {
    const areaOf = { Oahu: 'HI408', Kauai: 'HI414', 'Big Island': 'HI409' } as const
    for (const base of HAWAII_INSTALLATIONS) {
      expect(base.mha, base.name).toBe(areaOf[base.island])
      if (base.zip) expect(HAWAII_ZIP_MHA[base.zip], base.name).toBe(base.mha)
    }
    // Honolulu's ZIP codes (968xx) are all in HI408; Kekaha (96752) and Hilo (96720) are not.
    expect(
      Object.entries(HAWAII_ZIP_MHA)
        .filter(([zip]) => zip.startsWith('968'))
        .every(([, mha]) => mha === 'HI408'),
    ).toBe(true)
    expect(HAWAII_ZIP_MHA['96752']).toBe('HI414')
    expect(HAWAII_ZIP_MHA['96720']).toBe('HI409')
  })

  it('lists the seven bases the BAH issue names, with a source for each', () => {
    const names = HAWAII_INSTALLATIONS.map((b) => b.name).join(' | ')
    for (const name of [
      'Schofield',
      'Fort Shafter',
      'Pearl Harbor-Hickam',
      'Marine Corps Base Hawaii',
      'Tripler',
      'Pacific Missile Range',
      'Pohakuloa',
    ])
      expect(names).toContain(name)
    expect(HAWAII_MHAS.map((m) => m.code)).toEqual(['HI408', 'HI407', 'HI409', 'HI414'])
    for (const base of HAWAII_INSTALLATIONS) expect(base.source).toMatch(/^https:\/\//)
  })
})
