import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type Resolver,
  type SubmitErrorHandler,
  type UseFormReturn,
} from 'react-hook-form'
import { useToast } from '@/design-system'

interface Options<T extends FieldValues> {
  /** The form's schema, loaded on first use (lazyResolver). */
  validation: { resolver: Resolver<T>; preload: () => void }
  defaultValues: DefaultValues<T>
  /** Runs with the values the schema accepted. */
  onValid: (values: T, form: UseFormReturn<T>) => unknown
  onInvalid?: SubmitErrorHandler<T>
}

/**
 * An account form judged by its schema alone: every rule a field breaks is reported
 * (`criteriaMode: 'all'`, for NewPasswordField's list). `frame` goes to AuthForm; `fail` shows a
 * refused request at its field when the server names one, else as a toast.
 */
export function useAuthForm<T extends FieldValues>({
  validation,
  defaultValues,
  onValid,
  onInvalid,
}: Options<T>) {
  const toast = useToast()
  const form = useForm<T>({ resolver: validation.resolver, criteriaMode: 'all', defaultValues })
  const frame = {
    onSubmit: form.handleSubmit((values) => onValid(values, form), onInvalid),
    preload: validation.preload,
    submitting: form.formState.isSubmitting,
  }
  const fail = (result: { message: string; field?: Path<T> }) => {
    if (result.field) form.setError(result.field, { message: result.message })
    else toast.error(result.message)
  }
  return { ...form, errors: form.formState.errors, frame, fail, toast }
}
