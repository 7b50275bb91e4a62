import { useEffect, useRef, useState, type FormEvent } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import EditIcon from '@mui/icons-material/Edit'
import { ListingCard, TextInput, VisuallyHidden } from '@/design-system'
import type { FounderContact } from '@/data/home'
import { EmailLink, PhoneLink } from './ContactLinks'

const fields: readonly { key: keyof FounderContact; label: string; type?: string }[] = [
  { key: 'name', label: 'Name' },
  { key: 'title', label: 'Title' },
  { key: 'phone', label: 'Phone', type: 'tel' },
  { key: 'email', label: 'Email', type: 'email' },
  { key: 'location', label: 'Location' },
]

const notAdded = (
  <Typography component="span" variant="body2" color="text.secondary">
    Not added yet
  </Typography>
)

function trimmed(contact: FounderContact): FounderContact {
  return {
    name: contact.name.trim(),
    title: contact.title.trim(),
    phone: contact.phone.trim(),
    email: contact.email.trim(),
    location: contact.location.trim(),
  }
}

export interface FounderCardProps {
  initial: FounderContact
}

/** The founder's contact card: view, or edit locally (nothing is saved beyond this page). */
export function FounderCard({ initial }: FounderCardProps) {
  const [contact, setContact] = useState(initial)
  const [draft, setDraft] = useState(initial)
  const [editing, setEditing] = useState(false)
  const editButton = useRef<HTMLButtonElement>(null)
  const firstField = useRef<HTMLInputElement>(null)
  const wasEditing = useRef(false)

  // Move focus into the form when it opens, and back to Edit when it closes.
  useEffect(() => {
    if (editing) firstField.current?.focus()
    else if (wasEditing.current) editButton.current?.focus()
    wasEditing.current = editing
  }, [editing])

  function startEditing() {
    setDraft(contact)
    setEditing(true)
  }

  function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setContact(trimmed(draft))
    setEditing(false)
  }

  if (editing) {
    return (
      <Card>
        <CardContent>
          <Box component="form" noValidate onSubmit={save} aria-label="Edit contact information">
            <Stack spacing={2}>
              {fields.map((field, index) => (
                <TextInput
                  key={field.key}
                  label={field.label}
                  type={field.type ?? 'text'}
                  autoComplete="off"
                  value={draft[field.key]}
                  onChange={(event) => setDraft({ ...draft, [field.key]: event.target.value })}
                  inputRef={index === 0 ? firstField : undefined}
                />
              ))}
            </Stack>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 3 }}>
              <Button type="submit" variant="contained">
                Save Contact Information
              </Button>
              <Button variant="outlined" onClick={() => setEditing(false)}>
                Cancel
              </Button>
            </Stack>
          </Box>
        </CardContent>
      </Card>
    )
  }

  const looksLikeEmail = /^[^\s@]+@[^\s@]+$/.test(contact.email)
  return (
    <ListingCard
      title={contact.name || 'Name not added yet'}
      subtitle={contact.title || undefined}
      facts={[
        { label: 'Phone', value: contact.phone ? <PhoneLink phone={contact.phone} /> : notAdded },
        {
          label: 'Email',
          value: !contact.email ? (
            notAdded
          ) : looksLikeEmail ? (
            <EmailLink email={contact.email} />
          ) : (
            contact.email
          ),
        },
        { label: 'Location', value: contact.location || notAdded },
      ]}
      actions={
        <Button
          ref={editButton}
          variant="outlined"
          startIcon={<EditIcon aria-hidden />}
          onClick={startEditing}
        >
          Edit<VisuallyHidden> contact information</VisuallyHidden>
        </Button>
      }
    />
  )
}
