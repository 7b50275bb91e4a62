import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import ArrowForwardIcon from '@mui/icons-material/ArrowForward'
import ScheduleIcon from '@mui/icons-material/Schedule'
import {
  BulletList,
  CardGrid,
  ExternalLink,
  InfoCard,
  PageHeader,
  Section,
  SourceNote,
  NumberedSteps,
  OnThisPage,
  Tag,
} from '@/design-system'
import { factNote, sourcedStep } from '@/lib/facts/note'
import type { Guide, GuideCost, GuideDeadline } from '@/data/guides/types'
import { ContactCard, PortCard } from './ContactCard'

export interface GuidePageProps {
  guide: Guide
  /** The page's h1, matching its entry in the route table. */
  title: string
}

/** A cost or a deadline: the figure first, then the note where sources disagree, then the source. */
function FactCard({
  title,
  figure,
  fact,
}: {
  title: string
  figure: string
  fact: GuideCost | GuideDeadline
}) {
  return (
    <InfoCard title={title}>
      <Typography sx={{ color: 'text.primary', fontWeight: 600, fontSize: '1.125rem' }}>
        {figure}
      </Typography>
      {fact.note && (
        <Typography variant="body2" sx={{ mt: 1 }}>
          {fact.note}
        </Typography>
      )}
      <SourceNote {...factNote(fact)} unlinked="show" compact />
    </InfoCard>
  )
}

/** The titles of the sections a guide shows, in order (the sections below follow it). */
function sectionTitles(guide: Guide): string[] {
  const shown = (title: string, items: readonly unknown[]) => (items.length > 0 ? [title] : [])
  return [
    'Step by step',
    ...(guide.sections ?? []).map((section) => section.title),
    ...shown('Costs and allowances', guide.costs),
    ...shown('Documents to gather', guide.documents),
    ...shown('Deadlines and rules', guide.deadlines),
    ...shown('Who to contact', guide.contacts),
    ...shown('Shipping companies', guide.shippingCompanies),
    ...shown('Airlines', guide.airlines),
    ...shown('Ports', guide.ports),
    ...shown('Official links', guide.officialLinks),
    ...shown('Keep planning', guide.internalLinks),
  ]
}

/** One PCS guide from src/data/guides/: steps, costs, documents, deadlines, contacts, links. */
export function GuidePage({ guide, title }: GuidePageProps) {
  return (
    <>
      <PageHeader eyebrow="PCS toolkit" title={title} lead={guide.intro} />
      <OnThisPage sections={sectionTitles(guide).map((t) => ({ title: t }))} />

      <Section title="Step by step" description="In the order to do them, with when to start.">
        <NumberedSteps
          steps={guide.steps.map((step) => ({
            ...sourcedStep(step),
            meta: step.timing && (
              <Tag icon={<ScheduleIcon />} label={step.timing} tone="secondary" />
            ),
          }))}
        />
      </Section>

      {guide.sections?.map((section) => (
        <Section key={section.title} title={section.title} description={section.description}>
          <CardGrid columns={2}>
            {section.rules.map((rule) => (
              <FactCard key={rule.label} title={rule.label} figure={rule.when} fact={rule} />
            ))}
          </CardGrid>
        </Section>
      ))}

      {guide.costs.length > 0 && (
        <Section title="Costs and allowances">
          <CardGrid columns={2}>
            {guide.costs.map((cost) => (
              <FactCard key={cost.label} title={cost.label} figure={cost.amount} fact={cost} />
            ))}
          </CardGrid>
        </Section>
      )}

      {guide.documents.length > 0 && (
        <Section title="Documents to gather">
          <Card>
            <CardContent>
              <BulletList
                items={guide.documents.map((document) => (
                  <>
                    <Typography component="span" sx={{ fontWeight: 600 }}>
                      {document.name}
                    </Typography>
                    {document.detail && <Typography variant="body2">{document.detail}</Typography>}
                    <SourceNote {...factNote(document)} unlinked="show" compact />
                  </>
                ))}
              />
            </CardContent>
          </Card>
        </Section>
      )}

      {guide.deadlines.length > 0 && (
        <Section title="Deadlines and rules">
          <CardGrid columns={2}>
            {guide.deadlines.map((deadline) => (
              <FactCard
                key={deadline.label}
                title={deadline.label}
                figure={deadline.when}
                fact={deadline}
              />
            ))}
          </CardGrid>
        </Section>
      )}

      {guide.contacts.length > 0 && (
        <Section title="Who to contact">
          <CardGrid columns={2}>
            {guide.contacts.map((contact) => (
              <ContactCard key={contact.name} contact={contact} />
            ))}
          </CardGrid>
        </Section>
      )}

      {guide.shippingCompanies.length > 0 && (
        <Section title="Shipping companies">
          <CardGrid columns={2}>
            {guide.shippingCompanies.map((company) => (
              <ContactCard key={company.name} contact={company} />
            ))}
          </CardGrid>
        </Section>
      )}

      {guide.airlines.length > 0 && (
        <Section title="Airlines">
          <CardGrid columns={2}>
            {guide.airlines.map((airline) => (
              <ContactCard key={airline.name} contact={airline} />
            ))}
          </CardGrid>
        </Section>
      )}

      {guide.ports.length > 0 && (
        <Section title="Ports">
          <CardGrid columns={3}>
            {guide.ports.map((port) => (
              <PortCard key={port.name} port={port} />
            ))}
          </CardGrid>
        </Section>
      )}

      {guide.officialLinks.length > 0 && (
        <Section title="Official links">
          <BulletList
            items={guide.officialLinks.map((link) => (
              <ExternalLink href={link.url}>{link.label}</ExternalLink>
            ))}
          />
        </Section>
      )}

      {guide.internalLinks.length > 0 && (
        <Section title="Keep planning">
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ flexWrap: 'wrap' }}>
            {guide.internalLinks.map((link) => (
              <Box key={link.to}>
                <Button
                  href={link.to}
                  variant="outlined"
                  endIcon={<ArrowForwardIcon aria-hidden />}
                >
                  {link.label}
                </Button>
              </Box>
            ))}
          </Stack>
        </Section>
      )}
    </>
  )
}
