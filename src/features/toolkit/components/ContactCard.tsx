import Typography from '@mui/material/Typography'
import {
  EmailLink,
  PhoneLink,
  ListingCard,
  SourceNote,
  WebsiteButton,
  type ListingFact,
} from '@/design-system'
import { factNote } from '@/lib/facts/note'
import type { GuideContact, Port, ShippingCompany } from '@/data/guides/types'

function Notes({ notes }: { notes?: string }) {
  return notes ? <Typography variant="body2">{notes}</Typography> : null
}

/** An office or a shipping company: how to reach it, and where the details came from. */
export function ContactCard({ contact }: { contact: GuideContact | ShippingCompany }) {
  const facts: ListingFact[] = []
  if ('address' in contact && contact.address)
    facts.push({ label: 'Address', value: contact.address })
  if (contact.phone) facts.push({ label: 'Phone', value: <PhoneLink phone={contact.phone} /> })
  if (contact.email) facts.push({ label: 'Email', value: <EmailLink email={contact.email} /> })
  if ('hours' in contact && contact.hours) facts.push({ label: 'Hours', value: contact.hours })
  return (
    <ListingCard
      title={contact.name}
      subtitle={contact.description}
      facts={facts}
      actions={contact.website && <WebsiteButton href={contact.website} name={contact.name} />}
    >
      <Notes notes={contact.notes} />
      <SourceNote {...factNote(contact)} unlinked="show" compact />
    </ListingCard>
  )
}

/** A port or vehicle processing center. */
export function PortCard({ port }: { port: Port }) {
  const facts: ListingFact[] = [{ label: 'Location', value: port.location }]
  if (port.transit) facts.push({ label: 'Transit time', value: port.transit })
  return (
    <ListingCard title={port.name} facts={facts}>
      <Notes notes={port.notes} />
      <SourceNote {...factNote(port)} unlinked="show" compact />
    </ListingCard>
  )
}
