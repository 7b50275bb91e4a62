import { lazy, Suspense, type ReactNode } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Link from '@mui/material/Link'
import ArrowForwardIcon from '@mui/icons-material/ArrowForward'
import CalculateIcon from '@mui/icons-material/Calculate'
import ChecklistIcon from '@mui/icons-material/Checklist'
import DirectionsCarIcon from '@mui/icons-material/DirectionsCar'
import HotelIcon from '@mui/icons-material/Hotel'
import HouseIcon from '@mui/icons-material/House'
import MilitaryTechIcon from '@mui/icons-material/MilitaryTech'
import PetsIcon from '@mui/icons-material/Pets'
import SwapHorizIcon from '@mui/icons-material/SwapHoriz'
import {
  CardGrid,
  WebsiteButton,
  InfoCard,
  ListingCard,
  PageHeader,
  Section,
  SourceNote,
  useMountedOnceOpen,
  VisuallyHidden,
} from '@/design-system'
import { factNote } from '@/lib/facts/note'
import { homeHero, toolTiles } from '@/data/home'
import { BASE_CARDS, type BaseCard } from '@/data/base-cards'
import { useFirstVisitWelcome } from '../components/useFirstVisitWelcome'
import { pageHref } from '@/lib/page-href'

// Shown once, on a first visit: the dialog (and MUI's Modal) loads only then.
const WelcomeDialog = lazy(() =>
  import('../components/WelcomeDialog').then((module) => ({ default: module.WelcomeDialog })),
)

// Icons are decoration, chosen per tool; the tools themselves come from src/data/home.ts.
const tileIcons: Record<string, ReactNode> = {
  '/pcs-toolkit/hawaii-checklist': <ChecklistIcon />,
  '/pcs-toolkit/pet-travel': <PetsIcon />,
  '/pcs-toolkit/vehicle-shipping': <DirectionsCarIcon />,
  '/pcs-toolkit/tla-hotels': <HotelIcon />,
  '/housing/base-housing': <MilitaryTechIcon />,
  '/housing/va-homes': <HouseIcon />,
  '/calculators/assumption-cruncher': <SwapHorizIcon />,
  '/calculators/credit': <CalculateIcon />,
}

function BaseTile({ base }: { base: BaseCard }) {
  return (
    <ListingCard
      title={base.cardTitle}
      subtitle={base.name}
      badges={[{ label: base.branch, tone: 'info' }]}
      facts={[{ label: 'Location', value: base.location.text }]}
      actions={
        <>
          <WebsiteButton
            href={base.housingInfoUrl.url}
            name={base.cardTitle}
            label={base.housingInfoUrl.label}
          />
          <WebsiteButton href={base.mapUrl} name={base.cardTitle} label="Map" />
        </>
      }
    >
      <SourceNote {...factNote(base.location)} compact />
    </ListingCard>
  )
}

export interface HomePageProps {
  /** The returning family's plan: what is next (from src/app, the checklist's block). */
  plan?: ReactNode
}

export function HomePage({ plan }: HomePageProps) {
  const [welcomeOpen, closeWelcome] = useFirstVisitWelcome()
  const welcomeMounted = useMountedOnceOpen(welcomeOpen)
  return (
    <>
      {welcomeMounted && (
        <Suspense fallback={null}>
          <WelcomeDialog open={welcomeOpen} onStart={closeWelcome} />
        </Suspense>
      )}
      <Box
        sx={{
          bgcolor: 'background.paper',
          border: 1,
          borderColor: 'divider',
          borderRadius: 4,
          px: { xs: 2.5, sm: 5 },
          pt: { xs: 3, sm: 5 },
          pb: { xs: 0.5, sm: 1 },
          mb: { xs: 4, sm: 5 },
        }}
      >
        <PageHeader
          eyebrow={homeHero.eyebrow}
          title={homeHero.title}
          lead={homeHero.subtitle}
          actions={
            <Button
              href={homeHero.ctaTo}
              variant="contained"
              color="accent"
              size="large"
              endIcon={<ArrowForwardIcon aria-hidden />}
            >
              {homeHero.ctaLabel}
            </Button>
          }
        />
      </Box>

      {plan}

      <Section title="Tools for your move">
        <CardGrid columns={4}>
          {toolTiles.map((tile) => (
            <InfoCard
              key={tile.to}
              title={tile.title}
              icon={tileIcons[tile.to]}
              actions={
                <Link
                  href={tile.to}
                  sx={{ display: 'inline-flex', alignItems: 'center', minHeight: 44 }}
                >
                  Open<VisuallyHidden>{` ${tile.title}`}</VisuallyHidden>
                  <ArrowForwardIcon aria-hidden sx={{ fontSize: '1.1em', ml: 0.5 }} />
                </Link>
              }
            >
              {tile.description}
            </InfoCard>
          ))}
        </CardGrid>
      </Section>

      <Section
        title="Oahu’s main bases"
        description={
          <>
            Housing information and a map for each installation. Waitlists, contacts and tips are on
            the <Link href={pageHref('/housing/base-housing')}>Base housing</Link> page.
          </>
        }
      >
        <CardGrid columns={2}>
          {BASE_CARDS.map((base) => (
            <BaseTile key={base.id} base={base} />
          ))}
        </CardGrid>
      </Section>
    </>
  )
}
