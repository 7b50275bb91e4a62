import { useEffect, useRef, useState, type FormEvent } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import EditIcon from '@mui/icons-material/Edit'
import { TextInput, VisuallyHidden } from '@/design-system'
import { emptyContact, type FounderContact } from '@/data/home'
import { ContactView } from './FounderCard'

const fields: readonly { key: keyof FounderContact; label: string; type?: string }[] = [
  { key: 'name', label: 'Name' },
  { key: 'title', label: 'Title' },
  { key: 'phone', label: 'Phone', type: 'tel' },
  { key: 'email', label: 'Email', type: 'email' },
  { key: 'location', label: 'Location' },
]

function trimmed(contact: FounderContact): FounderContact {
  return {
    name: contact.name.trim(),
    title: contact.title.trim(),
    phone: contact.phone.trim(),
    email: contact.email.trim(),
    location: contact.location.trim(),
  }
}

const isEmpty = (contact: FounderContact) => Object.values(contact).every((value) => !value)

/**
 * A contact card the visitor fills in for themselves (the spec's Edit, Cancel and Save Contact
 * Information): it stays on this screen only and is never saved (docs/decisions.md#d-32-1).
 */
export function FillInContactCard() {
  const [contact, setContact] = useState(emptyContact)
  const [draft, setDraft] = useState(emptyContact)
  const [editing, setEditing] = useState(false)
  const editButton = useRef<HTMLButtonElement>(null)
  const firstField = useRef<HTMLInputElement>(null)
  const wasEditing = useRef(false)

  // Move focus into the form when it opens, and back to the button when it closes.
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

  const editLabel = (
    <>
      {isEmpty(contact) ? 'Fill in' : 'Edit'}
      <VisuallyHidden> contact information</VisuallyHidden>
    </>
  )
  const button = (
    <Button
      ref={editButton}
      variant="outlined"
      startIcon={<EditIcon aria-hidden />}
      onClick={startEditing}
    >
      {editLabel}
    </Button>
  )
  if (isEmpty(contact)) {
    return (
      <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
        <Typography color="text.secondary">Your card is empty.</Typography>
        {button}
      </Stack>
    )
  }
  return <ContactView contact={contact} fallbackTitle="Your contact" actions={button} />
}
