import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import {
  PhoneLink,
  BulletList,
  CardGrid,
  InfoCard,
  PageHeader,
  Section,
  SourceNote,
} from '@/design-system'
import { factNote } from '@/lib/facts/note'
import {
  districtContacts,
  militaryEducationResources,
  schoolPlatforms,
  type SchoolResource,
} from '@/data/schools'

function ResourceCard({ resource }: { resource: SchoolResource }) {
  return (
    <InfoCard title={resource.title} href={resource.url}>
      <Typography>{resource.description}</Typography>
      {resource.note && (
        <Typography variant="body2" sx={{ mt: 1 }}>
          {resource.note}
        </Typography>
      )}
      <SourceNote {...factNote(resource)} unlinked="show" compact />
    </InfoCard>
  )
}

function DistrictContactsCard() {
  const contacts = districtContacts
  const liaisonSources = [...new Set(contacts.liaisons.map((l) => l.source))]
  return (
    <InfoCard title={contacts.title}>
      <Typography sx={{ color: 'text.primary', fontWeight: 600 }}>
        {contacts.organization}
      </Typography>
      <Typography sx={{ mt: 1 }}>{contacts.enrollmentRule}</Typography>
      {contacts.studentServicesPhone ? (
        <Typography sx={{ mt: 1 }}>
          Student services: <PhoneLink phone={contacts.studentServicesPhone} />
        </Typography>
      ) : (
        contacts.note && (
          <Typography variant="body2" sx={{ mt: 1 }}>
            {contacts.note}
          </Typography>
        )
      )}
      <SourceNote {...factNote(contacts)} unlinked="show" compact />

      <Typography variant="h5" component="h4" sx={{ mt: 3, mb: 1, color: 'text.primary' }}>
        How to enroll
      </Typography>
      <BulletList
        items={contacts.enrollmentDetails.map((detail) => (
          <>
            {detail.text}
            <SourceNote {...factNote(detail)} unlinked="show" compact />
          </>
        ))}
      />

      <Typography variant="h5" component="h4" sx={{ mt: 3, mb: 1, color: 'text.primary' }}>
        School Liaison Officers
      </Typography>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        {contacts.liaisons.map((liaison) => (
          <li key={liaison.service}>
            <Typography sx={{ color: 'text.primary', fontWeight: 600 }}>
              {liaison.service}
            </Typography>
            <Typography variant="body2">{liaison.installations}</Typography>
            {liaison.names && <Typography variant="body2">{liaison.names.join(', ')}</Typography>}
            <Typography variant="body2">
              <PhoneLink phone={liaison.phone} />
            </Typography>
          </li>
        ))}
      </Box>
      {liaisonSources.map((source) => (
        <SourceNote
          key={source}
          {...factNote(contacts.liaisons.find((l) => l.source === source)!)}
          unlinked="show"
          compact
        />
      ))}
    </InfoCard>
  )
}

export function HawaiiSchoolsPage() {
  return (
    <>
      <PageHeader
        eyebrow="PCS toolkit"
        title="Hawaii schools"
        lead="Find the public school for a future address, compare schools, and reach the people who help military children change schools."
      />
      <Section title="Find and compare schools">
        <CardGrid columns={2}>
          {schoolPlatforms.map((resource) => (
            <ResourceCard key={resource.title} resource={resource} />
          ))}
        </CardGrid>
      </Section>
      <Section title="For military families">
        <CardGrid columns={2}>
          {militaryEducationResources.map((resource) => (
            <ResourceCard key={resource.title} resource={resource} />
          ))}
        </CardGrid>
      </Section>
      <Section title="Enrolling your child">
        <DistrictContactsCard />
      </Section>
    </>
  )
}

export default HawaiiSchoolsPage
