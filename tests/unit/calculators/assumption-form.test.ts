import { describe, expect, it } from 'vitest'
import {
  defaultFormValues,
  summarizeErrors,
  type AssumptionFormValues,
} from '@/features/calculators/model/assumption-form'
import {
  acceptsLinkValue,
  assumptionSchema,
  loanSchema,
} from '@/features/calculators/model/assumption-schema'
import {
  hasScenario,
  valuesFromParams as readLink,
  valuesToParams,
} from '@/features/calculators/model/assumption-url'

const valuesFromParams = (params: URLSearchParams) => readLink(params, acceptsLinkValue)

const example: AssumptionFormValues = {
  ...defaultFormValues,
  purchasePrice: 600_000,
  assumedBalance: 400_000,
  assumptionRate: '3.5',
  newRate: '7.5',
}

/** The schema's messages, [field, message], as the form shows them: the first one per field. */
function findProblems(values: AssumptionFormValues): [string, string][] {
  const result = assumptionSchema.safeParse(values)
  const seen = new Map<string, string>()
  for (const issue of result.error?.issues ?? []) {
    const field = issue.path.join('.')
    if (!seen.has(field)) seen.set(field, issue.message)
  }
  return [...seen]
}
const problems = (changes: Partial<AssumptionFormValues>) =>
  findProblems({ ...example, ...changes })
const summary = (values: AssumptionFormValues) =>
  summarizeErrors(Object.fromEntries(findProblems(values).map(([f, message]) => [f, { message }])))

describe('the form defaults', () => {
  it('match the product rules (S-9): gap 9.5% over 30 years, both other terms 30, money empty', () => {
    expect(defaultFormValues).toMatchObject({
      gapRate: '9.5',
      gapTerm: '30',
      assumedTerm: '30',
      newTerm: '30',
      purchasePrice: 0,
      downPayment: 0,
      hoa: 0,
      taxes: 0,
      insurance: 0,
    })
  })
})

describe('the form schema, loan inputs', () => {
  it('finds nothing wrong with the worked example', () => {
    expect(findProblems(example)).toEqual([])
  })

  it('asks for every required field that is empty or zero, in form order', () => {
    expect(findProblems(defaultFormValues).map(([, message]) => message)).toEqual([
      'Enter the purchase price.',
      'Enter the assumed loan balance.',
      'Enter the assumed loan rate.',
      'Enter the new loan rate.',
    ])
    expect(problems({ newTerm: '0', assumptionRate: '0' })).toEqual([
      ['assumptionRate', 'Enter the assumed loan rate.'],
      ['newTerm', 'Enter the new loan term.'],
    ])
  })

  it('asks for the gap rate and term only when there is a gap to finance', () => {
    expect(problems({ gapRate: '', gapTerm: '' })).toEqual([
      ['gapRate', 'Enter the gap loan rate.'],
      ['gapTerm', 'Enter the gap loan term.'],
    ])
    expect(problems({ gapRate: '', gapTerm: '', downPayment: 200_000 })).toEqual([])
    expect(problems({ gapRate: '0' })).toEqual([])
  })

  it('rejects rates and terms out of range', () => {
    expect(problems({ newRate: '75' })).toEqual([['newRate', 'Enter a rate from 0% to 30%.']])
    expect(problems({ gapRate: '-1' })).toEqual([['gapRate', 'Enter a rate from 0% to 30%.']])
    expect(problems({ assumedTerm: '27.5' })).toEqual([
      ['assumedTerm', 'Enter whole years, from 1 to 40.'],
    ])
    expect(problems({ newTerm: '-30' })).toEqual([['newTerm', 'Enter whole years, from 1 to 40.']])
    expect(problems({ gapTerm: '41' })).toEqual([['gapTerm', 'Enter whole years, from 1 to 40.']])
  })

  it('accepts a down payment and balance that cover the price: the gap is simply $0', () => {
    expect(problems({ downPayment: 300_000 })).toEqual([])
    expect(assumptionSchema.safeParse({ ...example, downPayment: 300_000 }).success).toBe(true)
  })
})

describe('summarizeErrors', () => {
  it('names the fields that need a value, then those to check', () => {
    expect(summary({ ...defaultFormValues, gapRate: '50' })).toBe(
      'To calculate, enter the purchase price, the assumed loan balance, the assumed loan rate, and the new loan rate. Please check the gap loan rate.',
    )
    expect(summary({ ...example, newRate: '' })).toBe('To calculate, enter the new loan rate.')
  })

  it('names the loan and whole-cost inputs to check in one sentence, in form order', () => {
    expect(summary({ ...example, gapTerm: '41', horizonYears: '0' })).toBe(
      'Please check the gap loan term and the years to compare.',
    )
  })
})

describe('loanSchema', () => {
  it('judges the loan inputs alone, so a link shows results while a whole-cost input is wrong', () => {
    expect(loanSchema.safeParse({ ...example, horizonYears: '99' }).success).toBe(true)
    expect(assumptionSchema.safeParse({ ...example, horizonYears: '99' }).success).toBe(false)
    expect(loanSchema.safeParse({ ...example, newRate: '' }).success).toBe(false)
  })
})

describe('assumptionSchema, whole-cost inputs', () => {
  const messages = (changes: Partial<AssumptionFormValues>) => {
    const result = assumptionSchema.safeParse({ ...example, ...changes })
    return result.success ? [] : result.error.issues.map((i) => [i.path.join('.'), i.message])
  }
  const years = 'Enter whole years, from 1 to 40, or leave it empty.'

  it('accepts the defaults: an empty horizon means the longest term', () => {
    expect(messages({})).toEqual([])
    expect(messages({ horizonYears: ' 40 ' })).toEqual([])
  })

  it.each(['0', '41', '2.5', '-3', 'abc'])(
    'refuses a horizon of %j with a field message',
    (text) => {
      expect(messages({ horizonYears: text })).toEqual([['horizonYears', years]])
    },
  )

  it('refuses negative fees and closing costs', () => {
    expect(
      messages({ processingFee: -1, assumptionClosingCosts: -5, newClosingCosts: -0.01 }),
    ).toEqual([
      ['processingFee', 'Enter a fee of $0 or more.'],
      ['assumptionClosingCosts', 'Enter closing costs of $0 or more.'],
      ['newClosingCosts', 'Enter closing costs of $0 or more.'],
    ])
  })

  it('names a missing loan input and a wrong horizon together', () => {
    expect(messages({ purchasePrice: 0, horizonYears: '2.5' })).toEqual([
      ['horizonYears', years],
      ['purchasePrice', 'Enter the purchase price.'],
    ])
  })
})

describe('assumptionSchema', () => {
  it('turns the form into the calculator input, blanks as 0', () => {
    const parsed = assumptionSchema.parse({ ...example, gapRate: '', downPayment: 200_000 })
    expect(parsed).toEqual({
      purchasePrice: 600_000,
      downPayment: 200_000,
      assumedBalance: 400_000,
      assumptionRate: 3.5,
      assumedTerm: 30,
      gapRate: 0,
      gapTerm: 30,
      newRate: 7.5,
      newTerm: 30,
      hoa: 0,
      taxes: 0,
      insurance: 0,
    })
  })

  it('fails with one issue per problem field', () => {
    const result = assumptionSchema.safeParse({ ...example, newRate: '', hoa: 300 })
    expect(result.success).toBe(false)
    expect(result.error?.issues.map((i) => i.path)).toEqual([['newRate']])
  })
})

describe('the shareable query string', () => {
  it('uses short keys and leaves out empty money fields', () => {
    expect(valuesToParams({ ...example, taxes: 450 }).toString()).toBe(
      'p=600000&b=400000&r=3.5&t=30&gr=9.5&gt=30&nr=7.5&nt=30&tx=450',
    )
  })

  it('round-trips every field', () => {
    const values: AssumptionFormValues = {
      purchasePrice: 725_000,
      downPayment: 25_000,
      assumedBalance: 410_500,
      assumptionRate: '2.875',
      assumedTerm: '26',
      gapRate: '10.25',
      gapTerm: '20',
      newRate: '6.99',
      newTerm: '15',
      hoa: 320,
      taxes: 210,
      insurance: 95,
      fundingFeeExempt: true,
      vaUse: 'subsequent',
      financeFundingFee: false,
      processingFee: 450,
      assumptionClosingCosts: 1_250,
      newClosingCosts: 4_800,
      horizonYears: '12',
    }
    expect(valuesToParams(values).toString()).toContain(
      'ex=1&u=s&ff=0&pf=450&ac=1250&nc=4800&hz=12',
    )
    expect(valuesFromParams(valuesToParams(values))).toEqual(values)
  })

  it('leaves the whole-cost inputs out of the link while they are at their defaults', () => {
    expect(valuesToParams(example).toString()).toBe(
      'p=600000&b=400000&r=3.5&t=30&gr=9.5&gt=30&nr=7.5&nt=30',
    )
    expect(hasScenario(new URLSearchParams('hz=5'))).toBe(true)
  })

  it('starts the processing fee at VA’s cap, and a fee of $0 survives the link', () => {
    expect(defaultFormValues.processingFee).toBe(300)
    const free = { ...example, processingFee: 0 }
    expect(valuesToParams(free).get('pf')).toBe('0')
    expect(valuesFromParams(valuesToParams(free)).processingFee).toBe(0)
  })

  it('ignores values that are not valid and keeps the defaults', () => {
    const params = new URLSearchParams(
      'p=600000abc&d=-5&b=4e5&r=abc&t=0.5&gr=99&gt=&nr=7.5&nt=1000&h=%20&tx=1.5&i=NaN&zz=1',
    )
    expect(valuesFromParams(params)).toEqual({ ...defaultFormValues, newRate: '7.5' })
    expect(
      valuesFromParams(new URLSearchParams('ex=yes&u=x&ff=no&pf=-300&ac=1.5&nc=abc&hz=ten')),
    ).toEqual(defaultFormValues)
    expect(valuesFromParams(new URLSearchParams('p=' + '9'.repeat(13)))).toEqual(defaultFormValues)
  })

  it('knows whether a link holds a scenario', () => {
    expect(hasScenario(new URLSearchParams('utm_source=mail'))).toBe(false)
    expect(hasScenario(new URLSearchParams('p=600000'))).toBe(true)
  })
})
