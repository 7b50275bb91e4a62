import { describe, expect, it } from 'vitest'
import { ASSUMPTION_WORKED_EXAMPLE_INPUTS } from '@/data/va-assumptions'
import {
  workedExampleRows,
  workedExampleSentence,
} from '@/features/housing/model/va-assumptions-copy'
import { computeWorkedExample, workedExampleInput } from '@/features/housing/model/worked-example'
import { formatCents } from '@/format'
import { compareAssumption } from '@/lib/money'

describe('the VA assumptions worked example', () => {
  const example = computeWorkedExample()

  it('is computed from the data by the calculator’s function', () => {
    expect(workedExampleInput.purchasePrice).toBe(ASSUMPTION_WORKED_EXAMPLE_INPUTS.purchasePrice)
    expect(example.result).toEqual(compareAssumption(workedExampleInput))
  })

  it('shows both monthly totals and the savings to the cent (D-08)', () => {
    const shown = Object.fromEntries(
      workedExampleRows(example).map((row) => [row.label, formatCents(row.value)]),
    )
    expect(shown).toEqual({
      'Assumed VA loan payment': '$1,796.18',
      'Gap loan payment': '$1,681.71',
      'Assumption total per month': '$3,477.89',
      'New loan total per month': '$4,195.29',
      'You save per month': '$717.40',
      'You save per year': '$8,608.80',
      'You save over 30 years': '$258,263.96',
    })
  })

  it('describes the example in words from its inputs', () => {
    expect(workedExampleSentence(example)).toBe(
      'A $600,000 home. You take over the seller’s $400,000 VA loan at 3.5% for 30 years and borrow the $200,000 gap at 9.5% for 30 years. The other choice: a new $600,000 loan at 7.5% for 30 years.',
    )
  })
})
