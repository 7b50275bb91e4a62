import Alert from '@mui/material/Alert'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Typography from '@mui/material/Typography'
import {
  BulletList,
  CardGrid,
  ListingCard,
  PageHeader,
  Section,
  SourceNote,
  WebsiteButton,
} from '@/design-system'
import { factNote } from '@/lib/facts/note'
import {
  keyAreas,
  keyAreasNote,
  questionsToAsk,
  researchTips,
  safetyResources,
  type SafetyResource,
} from '@/data/crime-safety'

function ResourceCard({ resource }: { resource: SafetyResource }) {
  return (
    <ListingCard
      title={resource.title}
      badges={[
        resource.requiresAccount
          ? { label: 'Account needed', tone: 'accent' }
          : { label: 'Free, no account', tone: 'success' },
      ]}
      actions={<WebsiteButton href={resource.url} name={resource.title} />}
    >
      <Typography variant="body2">{resource.description}</Typography>
      {resource.caveat && (
        <Typography variant="body2" sx={{ mt: 1 }}>
          <strong>Keep in mind:</strong> {resource.caveat}
        </Typography>
      )}
      <SourceNote {...factNote(resource)} unlinked="show" compact />
    </ListingCard>
  )
}

function ListCard({ items }: { items: readonly { text: string }[] }) {
  return (
    <Card>
      <CardContent>
        <BulletList items={items.map((item) => item.text)} />
      </CardContent>
    </Card>
  )
}

export function CrimeSafetyPage() {
  return (
    <>
      <PageHeader
        eyebrow="PCS toolkit"
        title="Crime and safety"
        lead="Where to look up crime near a home you are considering on Oahu, how to read what you find, and what to ask before you sign."
      />
      <Section title="Where to research">
        <CardGrid>
          {safetyResources.map((resource) => (
            <ResourceCard key={resource.kind} resource={resource} />
          ))}
        </CardGrid>
      </Section>
      <Section title="Research tips">
        <ListCard items={researchTips} />
      </Section>
      <Section title="Key areas near the bases">
        <Alert severity="info" role="note" sx={{ mb: 2 }}>
          {keyAreasNote}
        </Alert>
        <CardGrid columns={2}>
          {keyAreas.map((area) => (
            <ListingCard
              key={area.area}
              title={area.area}
              facts={[
                { label: 'Covers', value: area.covers },
                { label: 'Near', value: area.nearBases },
              ]}
            >
              {area.reported && <Typography variant="body2">{area.reported}</Typography>}
              <SourceNote {...factNote(area)} unlinked="show" compact />
            </ListingCard>
          ))}
        </CardGrid>
      </Section>
      <Section title="Questions to ask">
        <ListCard items={questionsToAsk} />
      </Section>
    </>
  )
}

export default CrimeSafetyPage
