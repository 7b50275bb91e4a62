import type { ReactNode } from 'react'
import { EmailLink, PhoneLink, ListingCard, type ListingFact } from '@/design-system'
import type { FounderContact } from '@/data/home'

/** A person's card: only the details it has, never a row saying one is missing. */
export function ContactView({
  contact,
  fallbackTitle,
  actions,
}: {
  contact: FounderContact
  /** The card's title when the name is empty. */
  fallbackTitle: string
  actions?: ReactNode
}) {
  const facts: ListingFact[] = []
  if (contact.phone) facts.push({ label: 'Phone', value: <PhoneLink phone={contact.phone} /> })
  if (contact.email) {
    const looksLikeEmail = /^[^\s@]+@[^\s@]+$/.test(contact.email)
    facts.push({
      label: 'Email',
      value: looksLikeEmail ? <EmailLink email={contact.email} /> : contact.email,
    })
  }
  if (contact.location) facts.push({ label: 'Location', value: contact.location })
  return (
    <ListingCard
      title={contact.name || fallbackTitle}
      subtitle={contact.title || undefined}
      facts={facts}
      actions={actions}
    />
  )
}

/** The founder's card, as configured in src/data/home.ts. */
export function FounderCard({ contact }: { contact: FounderContact }) {
  return <ContactView contact={contact} fallbackTitle="Founder" />
}
