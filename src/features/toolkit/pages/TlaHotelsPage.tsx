import Alert from '@mui/material/Alert'
import AlertTitle from '@mui/material/AlertTitle'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import ArrowForwardIcon from '@mui/icons-material/ArrowForward'
import {
  EmailLink,
  PhoneLink,
  BulletList,
  CardGrid,
  InfoCard,
  ListingCard,
  PageHeader,
  Section,
  SourceNote,
  WebsiteButton,
  type ListingBadge,
  type ListingFact,
} from '@/design-system'
import { factNote } from '@/lib/facts/note'
import { petTravelTips, tlaBasics, tlaHotels, tlaWarnings, type TlaHotel } from '@/data/tla-hotels'
import { pageHref } from '@/lib/page-href'

function hotelBadges(hotel: TlaHotel): ListingBadge[] {
  const badges: ListingBadge[] = []
  if (hotel.tlaApproved) badges.push({ label: 'TLA-approved', tone: 'success' })
  badges.push({ label: hotel.kind === 'military' ? 'Military lodging' : 'Off-base hotel' })
  if (hotel.petsAllowed === true) badges.push({ label: 'Pets allowed', tone: 'info' })
  if (hotel.petsAllowed === false) badges.push({ label: 'No pets' })
  return badges
}

function hotelFacts(hotel: TlaHotel): ListingFact[] {
  const facts: ListingFact[] = []
  if (hotel.address) facts.push({ label: 'Address', value: hotel.address })
  if (hotel.phone) facts.push({ label: 'Phone', value: <PhoneLink phone={hotel.phone} /> })
  if (hotel.email) facts.push({ label: 'Email', value: <EmailLink email={hotel.email} /> })
  if (hotel.petsAllowed !== undefined) {
    facts.push({ label: 'Pets', value: hotel.petsAllowed ? 'Allowed' : 'Not allowed' })
  }
  if (hotel.petFee) facts.push({ label: 'Pet fee', value: hotel.petFee })
  return facts
}

function HotelCard({ hotel }: { hotel: TlaHotel }) {
  return (
    <ListingCard
      title={hotel.name}
      subtitle={hotel.area}
      badges={hotelBadges(hotel)}
      facts={hotelFacts(hotel)}
      actions={hotel.website && <WebsiteButton href={hotel.website} name={hotel.name} />}
    >
      {hotel.amenities.length > 0 && (
        <>
          <Typography variant="body2" component="h4" sx={{ fontWeight: 600, mb: 0.5 }}>
            Amenities
          </Typography>
          <BulletList items={hotel.amenities} />
        </>
      )}
      <Typography variant="body2" sx={{ mt: hotel.amenities.length > 0 ? 1.5 : 0 }}>
        {hotel.notes}
      </Typography>
      <SourceNote {...factNote(hotel)} unlinked="show" compact />
    </ListingCard>
  )
}

export function TlaHotelsPage() {
  return (
    <>
      <PageHeader
        eyebrow="PCS toolkit"
        title="TLA hotels"
        lead="Places to stay on Oahu while you look for a home on Temporary Lodging Allowance (TLA), which ones take pets, and how TLA is paid."
      />
      <Stack spacing={2} sx={{ mb: { xs: 4, sm: 5 } }}>
        {tlaWarnings.map((warning) => (
          <Alert key={warning.title} severity="warning" role="note">
            <AlertTitle component="p">{warning.title}</AlertTitle>
            {warning.detail}
            <SourceNote {...factNote(warning)} unlinked="show" compact />
          </Alert>
        ))}
      </Stack>
      <Section title="How TLA works">
        <CardGrid>
          {tlaBasics.map((basic) => (
            <InfoCard key={basic.title} title={basic.title}>
              <Typography>{basic.detail}</Typography>
              <SourceNote {...factNote(basic)} unlinked="show" compact />
            </InfoCard>
          ))}
        </CardGrid>
      </Section>
      <Section
        title="Lodging on Oahu"
        description="A missing phone number or pet policy means we could not confirm it, not that there is none."
      >
        <CardGrid columns={2}>
          {tlaHotels.map((hotel) => (
            <HotelCard key={hotel.name} hotel={hotel} />
          ))}
        </CardGrid>
      </Section>
      <Section title="Traveling with pets">
        <CardGrid>
          {petTravelTips.map((tip) => (
            <InfoCard key={tip.title} title={tip.title}>
              <Typography>{tip.detail}</Typography>
              <SourceNote {...factNote(tip)} unlinked="show" compact />
            </InfoCard>
          ))}
        </CardGrid>
        <Button
          href={pageHref('/pcs-toolkit/pet-travel')}
          variant="outlined"
          endIcon={<ArrowForwardIcon aria-hidden />}
          sx={{ mt: 2 }}
        >
          Read the pet travel guide
        </Button>
      </Section>
    </>
  )
}

export default TlaHotelsPage
