import Alert from '@mui/material/Alert'
import Typography from '@mui/material/Typography'
import {
  BulletList,
  CardGrid,
  InfoCard,
  ListingCard,
  PageHeader,
  Section,
  SourceNote,
  WebsiteButton,
  type ListingFact,
} from '@/design-system'
import { factNote } from '@/lib/facts/note'
import {
  storageDiscountNote,
  storageFacilities,
  storageTips,
  type StorageFacility,
} from '@/data/storage'

function FacilityCard({ facility }: { facility: StorageFacility }) {
  const facts: ListingFact[] = [{ label: 'Location', value: facility.location }]
  if (facility.discount) facts.push({ label: 'Military discount', value: facility.discount })
  return (
    <ListingCard
      title={facility.title}
      facts={facts}
      actions={facility.website && <WebsiteButton href={facility.website} name={facility.title} />}
    >
      <Typography variant="body2" component="h4" sx={{ fontWeight: 600, mb: 0.5 }}>
        What it offers
      </Typography>
      <BulletList items={facility.perks} />
      {facility.note && (
        <Typography variant="body2" sx={{ mt: 1.5 }}>
          {facility.note}
        </Typography>
      )}
      <SourceNote {...factNote(facility)} unlinked="show" compact />
    </ListingCard>
  )
}

export function StorageFacilitiesPage() {
  return (
    <>
      <PageHeader
        eyebrow="PCS toolkit"
        title="Storage facilities"
        lead="Self-storage on Oahu for the things that will not fit in your first home, with what we could confirm about each company."
      />
      <Section title="Storage companies on Oahu">
        <Alert severity="info" role="note" sx={{ mb: 2 }}>
          {storageDiscountNote}
        </Alert>
        <CardGrid>
          {storageFacilities.map((facility) => (
            <FacilityCard key={facility.title} facility={facility} />
          ))}
        </CardGrid>
      </Section>
      <Section title="Tips for storage during a PCS">
        <CardGrid columns={4}>
          {storageTips.map((tip) => (
            <InfoCard key={tip.title} title={tip.title}>
              {tip.detail}
            </InfoCard>
          ))}
        </CardGrid>
      </Section>
    </>
  )
}

export default StorageFacilitiesPage
