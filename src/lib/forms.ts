import { loadOnce } from './load-once'
import type { FieldError, FieldValues, Resolver, UseFormRegisterReturn } from 'react-hook-form'

/** react-hook-form's register() for a TextInput (MUI input): its ref belongs on the input element. */
export function muiField({ ref, ...rest }: UseFormRegisterReturn) {
  return { inputRef: ref, ...rest }
}

/**
 * A resolver whose schema, and Zod with it, loads on first validation or on `preload()` (call it
 * when the form gets focus), so a page with a form does not carry Zod on first load.
 */
export function lazyResolver<TValues extends FieldValues, TContext = unknown, TOutput = TValues>(
  load: () => Promise<Resolver<TValues, TContext, TOutput>>,
) {
  const get = loadOnce(load) // a failed load is tried again (e.g. the connection came back)
  const resolver: Resolver<TValues, TContext, TOutput> = async (values, context, options) =>
    (await get())(values, context, options)
  // A failed preload is retried by the next validation, which reports its own error.
  const preload = () => void get().catch(() => undefined)
  return { resolver, preload }
}

/**
 * Every message of a field's error: each rule the schema found broken when the form validates
 * with `criteriaMode: 'all'`, else its one message (e.g. one the server set).
 */
export function fieldMessages(error: FieldError | undefined): string[] {
  const all = Object.values(error?.types ?? {}).flatMap((found) =>
    typeof found === 'string' ? [found] : Array.isArray(found) ? found : [],
  )
  if (all.length > 0) return all
  return error?.message ? [error.message] : []
}

/**
 * A registered TextInput with the schema's message for it: red and the message when the schema
 * refused the value, else the `hint` (if any) under the field.
 */
export function schemaField(
  registration: UseFormRegisterReturn,
  error?: FieldError,
  hint?: string,
) {
  return { error: Boolean(error), helperText: error?.message ?? hint, ...muiField(registration) }
}
