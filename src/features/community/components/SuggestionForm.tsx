import { useWatch } from 'react-hook-form'
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
import { useCommunityForm } from './useSendForm'

const validation = lazyResolver(() => import('../model/schemas').then((m) => m.suggestionResolver))

export interface SuggestionFormProps {
  /** Stores the suggestion; stories pass a stand-in. */
  send?: Send<SuggestionValues>
}

/** A suggestion (required), an optional category and an optional email for a reply. */
export function SuggestionForm({ send = sendSuggestion }: SuggestionFormProps) {
  const { form, sending, failed, formProps } = useCommunityForm({
    validation,
    empty: EMPTY_SUGGESTION,
    send,
    sent: SUGGESTION_SENT,
    failed: SUGGESTION_FAILED,
  })
  const {
    register,
    control,
    formState: { errors },
  } = form
  const suggestion = useWatch({ control, name: 'suggestion' })

  return (
    <Stack {...formProps()} aria-label="Share a suggestion">
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
