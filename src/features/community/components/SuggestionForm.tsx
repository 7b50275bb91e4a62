import { useCallback } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import Stack from '@mui/material/Stack'
import { SUGGESTION_CATEGORIES } from '@/data/community'
import { TextInput } from '@/design-system'
import { lazyResolver, muiField, schemaField } from '@/lib/forms'
import { sendSuggestion, type Send } from '../api/send'
import { SUGGESTION_FAILED, SUGGESTION_SENT } from '../model/messages'
import { EMPTY_SUGGESTION } from '../model/fields'
import type { SuggestionValues } from '../model/schemas'
import { Honeypot } from './Honeypot'
import { NotSentNote } from './NotSentNote'
import { SendButton } from './SendButton'
import { useSendForm } from './useSendForm'

const validation = lazyResolver(() => import('../model/schemas').then((m) => m.suggestionResolver))

export interface SuggestionFormProps {
  /** Stores the suggestion; stories pass a stand-in. */
  send?: Send<SuggestionValues>
}

/** A suggestion (required), an optional category and an optional email for a reply. */
export function SuggestionForm({ send = sendSuggestion }: SuggestionFormProps) {
  const {
    register,
    handleSubmit,
    reset,
    control,
    formState: { errors },
  } = useForm<SuggestionValues>({
    resolver: validation.resolver,
    defaultValues: EMPTY_SUGGESTION,
  })
  const suggestion = useWatch({ control, name: 'suggestion' })
  const onSent = useCallback(() => reset(), [reset])
  const { sending, failed, submit } = useSendForm({
    send,
    sent: SUGGESTION_SENT,
    failed: SUGGESTION_FAILED,
    onSent,
  })

  return (
    <Stack
      component="form"
      onFocus={validation.preload}
      noValidate
      onSubmit={handleSubmit(submit)}
      spacing={2.5}
      aria-label="Share a suggestion"
    >
      <TextInput
        label="Your suggestion"
        required
        multiline
        minRows={4}
        {...schemaField(
          register('suggestion'),
          errors.suggestion,
          'What would make your move to Hawaii easier?',
        )}
      />
      <TextInput select label="Category (optional)" shrinkLabel {...muiField(register('category'))}>
        <option value="">Choose a category</option>
        {SUGGESTION_CATEGORIES.map((category) => (
          <option key={category} value={category}>
            {category}
          </option>
        ))}
      </TextInput>
      <TextInput
        label="Email (optional)"
        type="email"
        autoComplete="email"
        {...schemaField(register('email'), errors.email, 'Only if you would like a reply.')}
      />
      <Honeypot field={register('website')} />
      {failed && <NotSentNote what="suggestion" />}
      <SendButton sending={sending} disabled={!suggestion.trim()}>
        Submit suggestion
      </SendButton>
    </Stack>
  )
}
