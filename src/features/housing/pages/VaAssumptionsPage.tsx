import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Link from '@mui/material/Link'
import Typography from '@mui/material/Typography'
import CalculateIcon from '@mui/icons-material/Calculate'
import HandshakeIcon from '@mui/icons-material/Handshake'
import SavingsIcon from '@mui/icons-material/Savings'
import SearchIcon from '@mui/icons-material/Search'
import { VA_ASSUMPTION_GUIDE_PDF } from '@/data/contact-links'
import {
  ASSUMPTION_BENEFITS,
  ASSUMPTION_CONTACT_CARDS,
  ASSUMPTION_PROCESS,
  ASSUMPTION_RESOURCE_LINKS,
  ASSUMPTION_SEARCHES,
  ASSUMPTION_TIPS,
} from '@/data/va-assumptions'
import {
  BulletList,
  CardGrid,
  ExternalButton,
  ExternalLink,
  InfoCard,
  PageHeader,
  Section,
  SourceNote,
  VisuallyHidden,
  NumberedSteps,
} from '@/design-system'
import { factsNote, sourcedStep } from '@/lib/facts/note'
import { SponsorIntroCard } from '../components/SponsorIntroCard'
import { VA_ASSUMPTIONS_LEAD } from '../model/va-assumptions-copy'
import { lazyBlock } from '@/lib/lazy-block'

// The example's loan math is the calculator's: it loads after the page; see lazyBlock.
const WorkedExample = lazyBlock(() =>
  import('../components/WorkedExample').then((m) => m.WorkedExample),
)

const CALCULATOR = ASSUMPTION_RESOURCE_LINKS.find((link) => link.kind === 'internal')

/** VA loan assumptions: where to find them, why, who helps, the 8 steps and a computed example. */
export function VaAssumptionsPage() {
  return (
    <>
      <PageHeader
        eyebrow="Housing"
        title="VA loan assumptions"
        lead={VA_ASSUMPTIONS_LEAD}
        actions={
          <ExternalButton href={VA_ASSUMPTION_GUIDE_PDF} variant="outlined">
            Open this guide as a PDF
          </ExternalButton>
        }
      />

      <Section
        title="Find homes with an assumable VA loan"
        description="These are private companies, not VA."
      >
        <CardGrid columns={4}>
          {ASSUMPTION_SEARCHES.map((search) => (
            <InfoCard
              key={search.label}
              title={search.label}
              icon={<SearchIcon />}
              actions={
                <ExternalButton href={search.url} variant="outlined">
                  {'Search '}
                  <VisuallyHidden>{search.label}</VisuallyHidden>
                </ExternalButton>
              }
            >
              <Box component="p" sx={{ mt: 0, mb: 1 }}>
                {search.description}
              </Box>
              <Typography variant="body2">{search.access}</Typography>
              {/* The last search's "source" is the search site itself: nothing to cite. */}
              {search.checkedOn && <SourceNote {...factsNote([search])} spacing={1.5} />}
            </InfoCard>
          ))}
        </CardGrid>
      </Section>

      <Section title="Why assume a VA loan">
        <CardGrid>
          {ASSUMPTION_BENEFITS.map((benefit) => (
            <InfoCard key={benefit.title} title={benefit.title} icon={<SavingsIcon />}>
              {benefit.description}
              <SourceNote {...factsNote([benefit])} spacing={1.5} />
            </InfoCard>
          ))}
        </CardGrid>
      </Section>

      <Section title="Get help with an assumption">
        <CardGrid columns={2}>
          {ASSUMPTION_CONTACT_CARDS.map((card) => (
            <SponsorIntroCard key={card.id} partner={card} icon={<HandshakeIcon />} />
          ))}
        </CardGrid>
      </Section>

      <Section title={`How it works, in ${ASSUMPTION_PROCESS.length} steps`}>
        <NumberedSteps steps={ASSUMPTION_PROCESS.map(sourcedStep)} framed />
      </Section>

      <Section title="Tips">
        <BulletList
          spacing={0.75}
          items={ASSUMPTION_TIPS.map((tip) => (
            <>
              {tip.text}
              <SourceNote {...factsNote([tip])} spacing={1.5} />
            </>
          ))}
        />
      </Section>

      <Section
        title="A worked example"
        description="Computed with the same formula as our assumption calculator, to the cent."
      >
        <WorkedExample />
        {CALCULATOR && (
          <Button
            href={CALCULATOR.to}
            variant="contained"
            startIcon={<CalculateIcon aria-hidden />}
            sx={{ mt: 2, width: { xs: '100%', sm: 'auto' } }}
          >
            Try your own numbers
          </Button>
        )}
      </Section>

      <Section title="Resources">
        <BulletList
          spacing={0.75}
          items={[
            ...ASSUMPTION_RESOURCE_LINKS.map((link) =>
              link.kind === 'internal' ? (
                <Link href={link.to}>{link.label}</Link>
              ) : (
                <ExternalLink href={link.url}>{link.label}</ExternalLink>
              ),
            ),
            <ExternalLink href={VA_ASSUMPTION_GUIDE_PDF}>VA assumption guide (PDF)</ExternalLink>,
          ]}
        />
      </Section>
    </>
  )
}

export default VaAssumptionsPage
