import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import HomeWorkIcon from '@mui/icons-material/HomeWork'
import PaymentsIcon from '@mui/icons-material/Payments'
import {
  BAH_RESOURCE,
  BASE_HOUSING_TIPS,
  HOUSING_COUNSELOR_RESOURCES,
  INSTALLATIONS,
  type Installation,
} from '@/data/installations'
import {
  BulletList,
  CardGrid,
  WebsiteButton,
  InfoCard,
  ListingCard,
  PageHeader,
  Section,
  SourceNote,
  type ListingFact,
  EmailLink,
  PhoneLink,
} from '@/design-system'
import { factsNote } from '@/lib/facts/note'
import { BahPointer } from '../components/BahPointer'

/** "name@site.mil (what it is for)" with the address as a mailto link. */
function EmailText({ text }: { text: string }) {
  const match = /^([^\s@]+@[^\s@]+)(.*)$/.exec(text)
  if (!match?.[1]) return <>{text}</>
  return (
    <>
      <EmailLink email={match[1]} />
      {match[2]}
    </>
  )
}

function installationFacts(base: Installation): ListingFact[] {
  const { housing, contact } = base
  return [
    { label: 'Branch', value: base.branch },
    { label: 'Housing', value: housing.onBase.text },
    ...(housing.units ? [{ label: 'Homes', value: housing.units.text }] : []),
    { label: 'Waitlist', value: housing.waitlist.text },
    ...(contact.phones.length > 0
      ? [
          {
            label: contact.phones.length > 1 ? 'Phones' : 'Phone',
            value: contact.phones.map((phone) => (
              <Box key={phone.display}>
                {`${phone.label}: `}
                <PhoneLink phone={phone.display} />
              </Box>
            )),
          },
        ]
      : []),
    ...(contact.email ? [{ label: 'Email', value: <EmailText text={contact.email.text} /> }] : []),
    ...(contact.office ? [{ label: 'Office', value: contact.office.text }] : []),
    ...(base.amenities.length > 0
      ? [
          {
            label: 'Amenities',
            value: base.amenitiesNote
              ? `${base.amenities.join(', ')}. ${base.amenitiesNote}`
              : base.amenities.join(', '),
          },
        ]
      : []),
  ]
}

function InstallationCard({ base }: { base: Installation }) {
  const { housing, contact } = base
  return (
    <ListingCard
      title={base.name}
      subtitle={base.location.text}
      facts={installationFacts(base)}
      actions={
        <>
          {contact.website && (
            <WebsiteButton
              href={contact.website.url}
              name={base.name}
              label={contact.website.label}
            />
          )}
          <WebsiteButton href={base.mapUrl} name={base.name} label="Map" />
        </>
      }
    >
      <SourceNote
        {...factsNote([
          base.location,
          housing.onBase,
          housing.units,
          housing.waitlist,
          ...contact.phones,
          contact.email,
          contact.office,
          base.amenitiesSource,
        ])}
        spacing={1.5}
      />
    </ListingCard>
  )
}

/** Base housing: the four installations, tips, BAH and the offices that counsel families. */
export function BaseHousingPage() {
  return (
    <>
      <PageHeader
        eyebrow="Housing"
        title="Base housing"
        lead="On-base family housing at Oahu’s four main installations: who runs it, how long the wait is and how to reach the housing office."
      />

      <Section title="Installations">
        <CardGrid columns={2}>
          {INSTALLATIONS.map((base) => (
            <InstallationCard key={base.id} base={base} />
          ))}
        </CardGrid>
      </Section>

      <Section title="Tips">
        <BulletList
          spacing={0.75}
          items={BASE_HOUSING_TIPS.map((tip) => (
            <>
              {tip.text}
              <SourceNote {...factsNote([tip])} spacing={1.5} />
            </>
          ))}
        />
      </Section>

      <Section title="BAH and housing counselors">
        <BahPointer lead="Living off base, your housing allowance pays the rent." />
        <CardGrid>
          <InfoCard title={BAH_RESOURCE.label} icon={<PaymentsIcon />} href={BAH_RESOURCE.url}>
            {BAH_RESOURCE.description}
            <SourceNote {...factsNote([BAH_RESOURCE])} spacing={1.5} />
          </InfoCard>
          {HOUSING_COUNSELOR_RESOURCES.map((resource) => (
            <InfoCard
              key={resource.label}
              title={resource.label}
              icon={<HomeWorkIcon />}
              href={resource.url}
            >
              <Box component="p" sx={{ mt: 0, mb: 1 }}>
                {resource.description}
              </Box>
              {resource.phone && (
                <Typography variant="body2" color="text.primary">
                  {'Phone: '}
                  <PhoneLink phone={resource.phone.display} />
                </Typography>
              )}
              <SourceNote {...factsNote([resource, resource.phone])} spacing={1.5} />
            </InfoCard>
          ))}
        </CardGrid>
      </Section>
    </>
  )
}

export default BaseHousingPage
