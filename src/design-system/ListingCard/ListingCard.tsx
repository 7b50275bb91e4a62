import type { ReactNode } from 'react'
import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import CardActions from '@mui/material/CardActions'
import CardContent from '@mui/material/CardContent'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { Tag } from '../Tag'

export interface ListingBadge {
  label: string
  tone?: 'success' | 'info' | 'accent' | 'neutral'
}

export interface ListingFact {
  label: string
  value: ReactNode
}

export interface ListingCardProps {
  title: string
  /** Where it is, or what kind of place it is. */
  subtitle?: string
  badges?: readonly ListingBadge[]
  facts?: readonly ListingFact[]
  children?: ReactNode
  actions?: ReactNode
  headingLevel?: 'h2' | 'h3' | 'h4'
}

/** A place or offer (hotel, home area, base): title, badges, key facts as a list, actions. */
export function ListingCard({
  title,
  subtitle,
  badges = [],
  facts = [],
  children,
  actions,
  headingLevel = 'h3',
}: ListingCardProps) {
  return (
    <Card sx={{ display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ flexGrow: 1 }}>
        <Typography variant="h4" component={headingLevel}>
          {title}
        </Typography>
        {subtitle && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {subtitle}
          </Typography>
        )}
        {badges.length > 0 && (
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mt: 1.5 }}>
            {badges.map((badge) => (
              <Tag
                key={badge.label}
                label={badge.label}
                tone={badge.tone ?? 'neutral'}
                variant={badge.tone === 'neutral' || !badge.tone ? 'outlined' : 'filled'}
              />
            ))}
          </Stack>
        )}
        {facts.length > 0 && (
          <Box
            component="dl"
            sx={{
              display: 'grid',
              gridTemplateColumns: 'minmax(6rem, max-content) 1fr',
              columnGap: 2,
              rowGap: 0.75,
              mt: 2,
              mb: 0,
              '& dt': { color: 'text.secondary', typography: 'body2', fontWeight: 600 },
              '& dd': { m: 0, typography: 'body2', overflowWrap: 'anywhere' },
            }}
          >
            {facts.map((fact) => (
              <Box key={fact.label} sx={{ display: 'contents' }}>
                <dt>{fact.label}</dt>
                <dd>{fact.value}</dd>
              </Box>
            ))}
          </Box>
        )}
        {children && <Box sx={{ mt: 2, typography: 'body2' }}>{children}</Box>}
      </CardContent>
      {actions && (
        <CardActions disableSpacing sx={{ px: 2, pb: 2, pt: 0, flexWrap: 'wrap', gap: 1 }}>
          {actions}
        </CardActions>
      )}
    </Card>
  )
}
