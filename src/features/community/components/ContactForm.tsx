import Stack from '@mui/material/Stack'
import { CONTACT_BASE_OPTIONS } from '@/data/community'
import { TextInput, useToast } from '@/design-system'
import { lazyResolver, muiField, schemaField } from '@/lib/forms'
import { sendContactMessage, type Send } from '../api/send'
import { CONTACT_FAILED, CONTACT_MISSING, CONTACT_SENT } from '../model/messages'
import { CONTACT_REQUIRED, EMPTY_CONTACT } from '../model/fields'
import type { ContactValues } from '../model/schemas'
import { Honeypot } from './Honeypot'
import { NotSentNote } from './NotSentNote'
import { SendButton } from './SendButton'
import { useCommunityForm } from './useSendForm'

const validation = lazyResolver(() => import('../model/schemas').then((m) => m.contactResolver))

export interface ContactFormProps {
  /** Stores the message; stories pass a stand-in. */
  send?: Send<ContactValues>
}

/** Name, email, optional base and message, stored for the VHP sponsor to read and answer. */
export function ContactForm({ send = sendContactMessage }: ContactFormProps) {
  const toast = useToast()
  const { form, sending, failed, formProps } = useCommunityForm({
    validation,
    empty: EMPTY_CONTACT,
    send,
    sent: CONTACT_SENT,
    failed: CONTACT_FAILED,
  })
  const {
    register,
    getValues,
    formState: { errors },
  } = form

  const onInvalid = () => {
    const values = getValues()
    if (CONTACT_REQUIRED.some((field) => !values[field].trim())) {
      toast.error(CONTACT_MISSING.message, { title: CONTACT_MISSING.title })
    }
  }

  return (
    <Stack {...formProps(onInvalid)} aria-label="Contact a VHP sponsor">
      <TextInput
        label="Full name"
        required
        autoComplete="name"
        {...schemaField(register('fullName'), errors.fullName)}
      />
      <TextInput
        label="Email"
        type="email"
        required
        autoComplete="email"
        {...schemaField(register('email'), errors.email, 'We reply to this address.')}
      />
      <TextInput select label="Base (optional)" shrinkLabel {...muiField(register('base'))}>
        <option value="">Choose a base</option>
        {CONTACT_BASE_OPTIONS.map((base) => (
          <option key={base} value={base}>
            {base}
          </option>
        ))}
      </TextInput>
      <TextInput
        label="Message"
        required
        multiline
        minRows={5}
        {...schemaField(
          register('message'),
          errors.message,
          'Tell us when you arrive, who is moving and what you need.',
        )}
      />
      <Honeypot field={register('website')} />
      {failed && <NotSentNote what="message" />}
      <SendButton sending={sending}>Send message</SendButton>
    </Stack>
  )
}
