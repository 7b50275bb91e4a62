import type { FieldError, UseFormRegisterReturn } from 'react-hook-form'
import { TextInput } from '@/design-system'
import { schemaField } from '@/lib/forms'

/** An email address with its error under it; the schema's email rule judges it. */
export function EmailField({
  label = 'Email',
  registration,
  error,
}: {
  label?: string
  registration: UseFormRegisterReturn
  error?: FieldError
}) {
  return (
    <TextInput
      label={label}
      type="email"
      required
      autoComplete="email"
      {...schemaField(registration, error)}
    />
  )
}
