import Box from '@mui/material/Box'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import WarningAmberIcon from '@mui/icons-material/WarningAmber'
import {
  RENT_PRICE_NOTE,
  RENTAL_AREAS,
  RENTAL_RESOURCES,
  RENTAL_SEARCH,
  RENTAL_VERIFICATION_CHECKLIST,
  VERIFIED_NETWORK_DESCRIPTION,
  type RentalResource,
} from '@/data/rentals'
import {
  PhoneLink,
  BulletList,
  CardGrid,
  ExternalButton,
  InfoCard,
  ListingCard,
  PageHeader,
  Section,
  SourceNote,
  NumberedSteps,
} from '@/design-system'
import { factsNote, sourcedStep } from '@/lib/facts/note'
import { BahPointer } from '../components/BahPointer'

function ResourceCard({ resource }: { resource: RentalResource }) {
  return (
    <InfoCard title={resource.label} href={resource.url}>
      <Box component="p" sx={{ mt: 0, mb: 1 }}>
        {resource.description}
      </Box>
      {resource.caution && (
        <Box sx={{ display: 'flex', gap: 1, color: 'warning.main', typography: 'body2', mb: 1 }}>
          <WarningAmberIcon aria-hidden fontSize="small" sx={{ mt: 0.25 }} />
          <span>{resource.caution}</span>
        </Box>
      )}
      {resource.phone && (
        <Typography variant="body2" color="text.primary">
          {`${resource.phone.label}: `}
          <PhoneLink phone={resource.phone.display} />
        </Typography>
      )}
      <SourceNote {...factsNote([resource, resource.phone])} spacing={1.5} />
    </InfoCard>
  )
}

/** Verified rentals: a search, what "verified" means here, areas near the bases, 8 checks. */
export function VerifiedRentalsPage() {
  return (
    <>
      <PageHeader
        eyebrow="Housing"
        title="Verified rentals"
        lead={RENTAL_SEARCH.description}
        actions={
          <ExternalButton href={RENTAL_SEARCH.url} color="accent" size="large">
            {RENTAL_SEARCH.label}
          </ExternalButton>
        }
      />

      <Section title={VERIFIED_NETWORK_DESCRIPTION.title}>
        <Paper
          variant="outlined"
          sx={{ p: { xs: 2, sm: 3 }, borderRadius: '16px', maxWidth: '75ch' }}
        >
          {VERIFIED_NETWORK_DESCRIPTION.paragraphs.map((text) => (
            <Typography key={text} sx={{ mb: 1.5 }}>
              {text}
            </Typography>
          ))}
          <SourceNote {...factsNote([VERIFIED_NETWORK_DESCRIPTION])} spacing={1.5} />
        </Paper>
      </Section>

      <Section title="Rental areas near the bases">
        <BahPointer lead="Will your housing allowance cover the rent?" />
        <Box sx={{ mb: 2, maxWidth: '70ch' }}>
          <Typography color="text.secondary">{RENT_PRICE_NOTE.text}</Typography>
          <SourceNote {...factsNote([RENT_PRICE_NOTE])} spacing={1.5} />
        </Box>
        <CardGrid>
          {RENTAL_AREAS.map((area) => (
            <ListingCard
              key={area.area}
              title={area.area}
              facts={[
                { label: 'Neighborhoods', value: area.neighborhoods.join(', ') },
                ...(area.priceRange ? [{ label: 'Typical rent', value: area.priceRange }] : []),
              ]}
            >
              <BulletList spacing={0.75} items={area.benefits} />
              <SourceNote {...factsNote([area])} spacing={1.5} />
            </ListingCard>
          ))}
        </CardGrid>
      </Section>

      <Section
        title={`Verify a rental in ${RENTAL_VERIFICATION_CHECKLIST.length} steps`}
        description="Go through every step for each home before you sign or pay anything."
      >
        <NumberedSteps steps={RENTAL_VERIFICATION_CHECKLIST.map(sourcedStep)} framed />
      </Section>

      <Section title="Rental resources">
        <CardGrid>
          {RENTAL_RESOURCES.map((resource) => (
            <ResourceCard key={resource.label} resource={resource} />
          ))}
        </CardGrid>
      </Section>
    </>
  )
}

export default VerifiedRentalsPage
