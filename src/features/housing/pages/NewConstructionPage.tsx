import type { ReactNode } from 'react'
import Box from '@mui/material/Box'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import ConstructionIcon from '@mui/icons-material/Construction'
import MilitaryTechIcon from '@mui/icons-material/MilitaryTech'
import {
  NEW_CONSTRUCTION_EXPECTATIONS,
  NEW_CONSTRUCTION_HOME_BENEFITS,
  NEW_CONSTRUCTION_PROGRAM_BENEFITS,
  NEW_CONSTRUCTION_SEARCH,
  type SourcedPoint,
} from '@/data/new-construction'
import { CONTACT_BUTTON_TEXT, CONTACT_ROUTE } from '@/data/contact-links'
import {
  BulletList,
  CardGrid,
  ExternalButton,
  InfoCard,
  PageHeader,
  Section,
  SourceNote,
} from '@/design-system'
import { ContactCallToAction } from '../components/ContactCallToAction'
import { factsNote } from '@/lib/facts/note'
import { newBuildRateText, veteranCreditRateText } from '../model/area-credit'

const withSource = (points: readonly Partial<SourcedPoint>[]) =>
  points.map((point) => (
    <>
      {point.text}
      <SourceNote {...factsNote([point])} spacing={1.5} />
    </>
  ))

export interface NewConstructionPageProps {
  /** The price slider and its credit, built by the calculators feature and passed in by the app. */
  priceCalculator?: ReactNode
}

/** New construction: the credit for a price, a search, the benefits and what to expect. */
export function NewConstructionPage({ priceCalculator }: NewConstructionPageProps) {
  return (
    <>
      <PageHeader
        eyebrow="Housing"
        title="New construction"
        lead={`Buying a new home earns ${newBuildRateText} of the price toward your closing costs, in addition to the veteran credit of ${veteranCreditRateText}.`}
        actions={
          <ExternalButton href={NEW_CONSTRUCTION_SEARCH.url} color="accent" size="large">
            {NEW_CONSTRUCTION_SEARCH.label}
          </ExternalButton>
        }
      />

      {priceCalculator && <Box sx={{ mb: { xs: 4, sm: 5 } }}>{priceCalculator}</Box>}

      <Section title="Benefits">
        <CardGrid columns={2}>
          <InfoCard title="What the program adds" icon={<MilitaryTechIcon />}>
            <BulletList spacing={0.75} items={withSource(NEW_CONSTRUCTION_PROGRAM_BENEFITS)} />
          </InfoCard>
          <InfoCard title="Why buy new with a VA loan" icon={<ConstructionIcon />}>
            <BulletList spacing={0.75} items={withSource(NEW_CONSTRUCTION_HOME_BENEFITS)} />
          </InfoCard>
        </CardGrid>
      </Section>

      <Section title="What to expect">
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: '16px' }}>
          <Typography component="div">
            <BulletList spacing={0.75} items={withSource(NEW_CONSTRUCTION_EXPECTATIONS)} />
          </Typography>
        </Paper>
      </Section>

      <ContactCallToAction
        title="Thinking about building?"
        text="Your VHP sponsor can explain the new build credit and introduce you to lenders who work with VA buyers."
        buttonLabel={CONTACT_BUTTON_TEXT}
        href={CONTACT_ROUTE}
      />
    </>
  )
}

export default NewConstructionPage
