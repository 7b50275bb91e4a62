import type { ReactNode } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import type { PartnerContactCard } from '@/data/va-homes'
import { BulletList, InfoCard } from '@/design-system'

export interface SponsorIntroCardProps {
  partner: PartnerContactCard
  icon?: ReactNode
}

/** A kind of professional we can introduce: what they help with, and a way to ask the sponsor. */
export function SponsorIntroCard({ partner, icon }: SponsorIntroCardProps) {
  return (
    <InfoCard
      title={partner.title}
      icon={icon}
      actions={
        <Button
          variant="outlined"
          href={partner.contactRoute}
          fullWidth
          sx={{ px: 2, borderRadius: '12px', textAlign: 'center' }}
        >
          {partner.contactText}
        </Button>
      }
    >
      <Box component="p" sx={{ mt: 0, mb: 1 }}>
        {partner.description}
      </Box>
      <BulletList spacing={0.75} items={partner.specialties} />
    </InfoCard>
  )
}
