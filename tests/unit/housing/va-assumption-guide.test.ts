// @vitest-environment node
import { readFile } from 'node:fs/promises'
import { describe, expect, it } from 'vitest'
import { ASSUMPTION_PROCESS } from '@/data/va-assumptions'
import { buildVaAssumptionGuide, GUIDE_TITLE } from '../../../scripts/build-pdf'
import { pdfTextLines } from './pdf-text'

describe('the VA assumption guide PDF', () => {
  it('is the same, byte for byte, every time it is built', async () => {
    const [first, second] = await Promise.all([buildVaAssumptionGuide(), buildVaAssumptionGuide()])
    expect(first.equals(second)).toBe(true)
    expect(first.toString('latin1')).toContain(
      '<xmp:CreateDate>2026-11-22T00:00:00Z</xmp:CreateDate>',
    )
  })

  it('matches the committed public/va-assumption-guide.pdf', async () => {
    const built = await buildVaAssumptionGuide()
    const committed = await readFile(
      new URL('../../../public/va-assumption-guide.pdf', import.meta.url),
    )
    expect(
      committed.equals(built),
      'public/va-assumption-guide.pdf is stale: run npm run build:pdf',
    ).toBe(true)
  })

  it('has the title, all 8 steps and the computed example figures', async () => {
    const text = pdfTextLines(await buildVaAssumptionGuide()).join('\n')
    expect(text).toContain(GUIDE_TITLE)
    for (const step of ASSUMPTION_PROCESS) expect(text).toContain(`${step.step}. ${step.title}`)
    for (const figure of ['$3,477.89', '$4,195.29', '$717.40', '$8,608.80', '$258,263.96']) {
      expect(text).toContain(figure)
    }
    expect(text).toContain('https://www.benefits.va.gov/HOMELOANS/resources_circulars.asp')
  })
})
