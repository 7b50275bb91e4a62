import { describe, expect, it } from 'vitest'
import { VA_FUNDING_FEE } from '@/data/va-funding-fee'
import { compareAssumption, wholeCost, type AssumptionInput } from '@/lib/money'
import { verdictText } from '@/features/calculators/model/verdict'
import { defaultWholeCostValues } from '@/features/calculators/model/whole-cost-form'
import { wholeCostSchema } from '@/features/calculators/model/whole-cost-schema'
import { workedExample } from '../money/worked-example'

function verdictFor(input: AssumptionInput) {
  const c = compareAssumption(input)
  const w = wholeCost(input, c, wholeCostSchema.parse(defaultWholeCostValues), VA_FUNDING_FEE)
  return { c, w, text: verdictText(c, w) }
}

// The link of issue 32: the first month favours the new loan, the whole cost favours assuming.
const issueLink: AssumptionInput = {
  purchasePrice: 725_000,
  downPayment: 0,
  assumedBalance: 455_000,
  assumptionRate: 2.75,
  assumedTerm: 25,
  gapRate: 9.5,
  gapTerm: 15,
  newRate: 6.25,
  newTerm: 30,
  hoa: 450,
  taxes: 180,
  insurance: 60,
}

describe('the calculator verdict', () => {
  it('names the option that costs less in all, and says why the monthly payments point the other way', () => {
    const { c, w, text } = verdictFor(issueLink)
    expect(c.newTotal).toBeLessThan(c.assumptionTotal)
    expect(w.difference).toBeGreaterThan(0)
    expect(text).toMatch(/^Over 30 years, assuming the VA loan costs \$[\d,]+\.\d\d less in all/)
    expect(text).toContain('Its monthly payments start $454.42 higher, before fees')
    expect(text).toContain('so the two can differ')
    expect(text).not.toMatch(/the new loan costs .* less/)
  })

  it('says the monthly payments agree when they do (the worked example)', () => {
    const { text } = verdictFor(workedExample)
    expect(text).toMatch(/^Over 30 years, assuming the VA loan costs \$[\d,]+\.\d\d less in all/)
    expect(text).toContain('Its monthly payments are lower too.')
  })

  it('names the new loan when it costs less in all', () => {
    const { text } = verdictFor({ ...workedExample, newRate: 3 })
    expect(text).toMatch(/^Over 30 years, the new loan costs \$[\d,]+\.\d\d less in all/)
    expect(text).toContain('Its monthly payments are lower too.')
  })
})
