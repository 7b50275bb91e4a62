import type { ReactNode } from 'react'
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import ConstructionIcon from '@mui/icons-material/Construction'
import HomeWorkIcon from '@mui/icons-material/HomeWork'
import MilitaryTechIcon from '@mui/icons-material/MilitaryTech'
import {
  PROGRAM_BENEFITS,
  PROGRAM_FULL_NAME,
  PROGRAM_NAME,
  PROGRAMS_CONTACT_CTA,
  type ProgramBenefitCard,
} from '@/data/programs'
import { CardGrid, InfoCard, PageHeader, Section, SourceNote } from '@/design-system'
import { factNote } from '@/lib/facts/note'
import { ContactCallToAction } from '../components/ContactCallToAction'

export interface ProgramsPageProps {
  /** The veteran credit slider, built by the calculators feature and passed in by the app. */
  creditCalculator?: ReactNode
  /** The new build slider, likewise. */
  newBuildCalculator?: ReactNode
}

const icons: Record<ProgramBenefitCard['id'], ReactNode> = {
  'veteran-credit': <MilitaryTechIcon />,
  'property-management': <HomeWorkIcon />,
  'new-build': <ConstructionIcon />,
}

/** VHP Programs: the veteran credit, property management and new build cards, and a contact CTA. */
export function ProgramsPage({ creditCalculator, newBuildCalculator }: ProgramsPageProps) {
  const slots: Partial<Record<ProgramBenefitCard['id'], ReactNode>> = {
    'veteran-credit': creditCalculator,
    'new-build': newBuildCalculator,
  }
  return (
    <>
      <PageHeader
        eyebrow={PROGRAM_FULL_NAME}
        title={PROGRAM_NAME}
        lead={`The ${PROGRAM_FULL_NAME} helps military families buy, build and keep a home in Hawaii.`}
      />

      <Section title="Program benefits">
        <CardGrid>
          {PROGRAM_BENEFITS.map((card) => (
            <InfoCard key={card.id} title={card.title} icon={icons[card.id]}>
              <Box component="p" sx={{ mt: 0, mb: 1.5 }}>
                {card.description}
              </Box>
              <Typography sx={{ color: 'text.primary', fontWeight: 600 }}>
                {`Rate: ${card.rateText}`}
              </Typography>
              <SourceNote {...factNote(card)} compact />
              {slots[card.id] && (
                <Box sx={{ mt: 2.5, color: 'text.primary' }}>{slots[card.id]}</Box>
              )}
            </InfoCard>
          ))}
        </CardGrid>
      </Section>

      <ContactCallToAction
        title={PROGRAMS_CONTACT_CTA.title}
        text={PROGRAMS_CONTACT_CTA.text}
        buttonLabel={PROGRAMS_CONTACT_CTA.button.label}
        href={PROGRAMS_CONTACT_CTA.button.to}
      />
    </>
  )
}

export default ProgramsPage
