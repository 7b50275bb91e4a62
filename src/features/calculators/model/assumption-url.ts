import type { AssumptionField } from '@/lib/money'
import {
  assumptionFields,
  defaultFormValues,
  readNumber,
  type AssumptionFormValues,
} from './assumption-form'
import { wholeCostFromParams, wholeCostKeys, wholeCostToParams } from './whole-cost-form'

const wholeDollars = /^\d{1,12}$/
const decimal = /^\d{1,3}(\.\d{1,4})?$/

/** A scenario as a query string with short keys, e.g. "p=600000&b=400000&r=3.5…". */
export function valuesToParams(values: AssumptionFormValues): URLSearchParams {
  const params = new URLSearchParams()
  for (const { name, kind, key } of assumptionFields) {
    const value = values[name]
    if (kind === 'money') {
      if (Number(value) > 0) params.set(key, String(value))
    } else {
      const n = readNumber(String(value))
      if (Number.isFinite(n)) params.set(key, String(n))
    }
  }
  wholeCostToParams(values, params)
  return params
}

/**
 * The form's values from a shared link; anything missing or not valid keeps its default. `accepts`
 * is the form schema's judgement of a rate or term (assumption-schema.ts: acceptsLinkValue).
 */
export function valuesFromParams(
  params: URLSearchParams,
  accepts: (field: AssumptionField, text: string) => boolean,
): AssumptionFormValues {
  const values: AssumptionFormValues = { ...defaultFormValues, ...wholeCostFromParams(params) }
  const set = values as Record<string, number | string>
  for (const { name, kind, key } of assumptionFields) {
    const text = params.get(key)?.trim()
    if (!text) continue
    if (kind === 'money') {
      if (wholeDollars.test(text)) set[name] = Number(text)
    } else if (decimal.test(text) && accepts(name, text)) {
      set[name] = String(Number(text))
    }
  }
  return values
}

/** Whether the query string holds any of the calculator's keys. */
export function hasScenario(params: URLSearchParams): boolean {
  return [...assumptionFields.map(({ key }) => key), ...wholeCostKeys].some((key) =>
    params.has(key),
  )
}
