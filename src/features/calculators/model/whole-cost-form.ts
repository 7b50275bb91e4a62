import { VA_ASSUMPTION_PROCESSING_FEE } from '@/data/va-funding-fee'
import type { WholeCostInput } from '@/lib/money'

/**
 * The whole-cost inputs as the form holds them (money in whole dollars, the years as typed: empty
 * means the longest of the loans' terms); the schema (whole-cost-schema.ts) judges them.
 */
export type WholeCostFormValues = Omit<WholeCostInput, 'horizonYears'> & { horizonYears: string }

export type WholeCostField = keyof WholeCostFormValues

export const defaultWholeCostValues: WholeCostFormValues = {
  fundingFeeExempt: false,
  vaUse: 'first',
  financeFundingFee: true,
  processingFee: VA_ASSUMPTION_PROCESSING_FEE.maxDollars,
  assumptionClosingCosts: 0,
  newClosingCosts: 0,
  horizonYears: '',
}

/** How a sentence names each field, for the summary under Calculate. */
export const wholeCostNouns: Record<WholeCostField, string> = {
  fundingFeeExempt: 'the funding fee exemption',
  vaUse: 'whether you used a VA loan before',
  financeFundingFee: 'whether to finance the funding fee',
  processingFee: 'the assumption processing fee',
  assumptionClosingCosts: 'the assumption’s other closing costs',
  newClosingCosts: 'the new loan’s other closing costs',
  horizonYears: 'the years to compare',
}

export const wholeCostFields = Object.keys(defaultWholeCostValues) as WholeCostField[]

/** Keys in a shared link's query string; a value at its default is left out of the link. */
const keys: Record<WholeCostField, string> = {
  fundingFeeExempt: 'ex',
  vaUse: 'u',
  financeFundingFee: 'ff',
  processingFee: 'pf',
  assumptionClosingCosts: 'ac',
  newClosingCosts: 'nc',
  horizonYears: 'hz',
}

export const wholeCostKeys = Object.values(keys)

const money = ['processingFee', 'assumptionClosingCosts', 'newClosingCosts'] as const

/** Adds the whole-cost inputs that differ from their defaults to a link's query string. */
export function wholeCostToParams(values: WholeCostFormValues, params: URLSearchParams): void {
  if (values.fundingFeeExempt) params.set(keys.fundingFeeExempt, '1')
  if (values.vaUse === 'subsequent') params.set(keys.vaUse, 's')
  if (!values.financeFundingFee) params.set(keys.financeFundingFee, '0')
  for (const name of money)
    if (Number(values[name]) !== defaultWholeCostValues[name])
      params.set(keys[name], String(values[name]))
  const horizon = values.horizonYears.trim()
  if (horizon !== '') params.set(keys.horizonYears, horizon)
}

/** The whole-cost inputs from a shared link: anything unreadable keeps its default. */
export function wholeCostFromParams(params: URLSearchParams): WholeCostFormValues {
  const values = { ...defaultWholeCostValues }
  const read = (name: WholeCostField) => params.get(keys[name])?.trim() ?? ''
  if (read('fundingFeeExempt') === '1') values.fundingFeeExempt = true
  if (read('vaUse') === 's') values.vaUse = 'subsequent'
  if (read('financeFundingFee') === '0') values.financeFundingFee = false
  for (const name of money) {
    const text = read(name)
    if (/^\d{1,12}$/.test(text)) values[name] = Number(text)
  }
  // Only reads the digits; whether the number is in range is the schema's call, shown at the field.
  const horizon = read('horizonYears')
  if (/^\d{1,3}$/.test(horizon)) values.horizonYears = horizon
  return values
}

/** Whether two forms hold the same whole-cost inputs. */
export function sameWholeCost(a: WholeCostFormValues, b: WholeCostFormValues): boolean {
  return wholeCostFields.every((name) =>
    name === 'horizonYears'
      ? a.horizonYears.trim() === b.horizonYears.trim()
      : Object.is(a[name], b[name]),
  )
}
