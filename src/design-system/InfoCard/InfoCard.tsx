import type { ReactNode } from 'react'
import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import CardActions from '@mui/material/CardActions'
import CardContent from '@mui/material/CardContent'
import Typography from '@mui/material/Typography'
import { WebsiteButton } from '../ExternalLink'

export interface InfoCardProps {
  title: string
  /** A decorative icon shown before the title. */
  icon?: ReactNode
  children?: ReactNode
  /** Buttons or links at the bottom of the card. */
  actions?: ReactNode
  /** An outside page the card is about: a "Visit website" button named after the card. */
  href?: string
  /** Heading level of the title, to fit the page's outline. */
  headingLevel?: 'h2' | 'h3' | 'h4'
}

/** A card that explains one thing: a title, a short body, and where to go next. */
export function InfoCard({
  title,
  icon,
  children,
  actions,
  href,
  headingLevel = 'h3',
}: InfoCardProps) {
  const hasFooter = Boolean(actions ?? href)
  return (
    <Card sx={{ display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ flexGrow: 1 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 1 }}>
          {icon && (
            <Box aria-hidden sx={{ color: 'secondary.main', display: 'flex', fontSize: 28 }}>
              {icon}
            </Box>
          )}
          <Typography variant="h4" component={headingLevel}>
            {title}
          </Typography>
        </Box>
        {typeof children === 'string' ? (
          <Typography color="text.secondary">{children}</Typography>
        ) : (
          <Box sx={{ color: 'text.secondary', typography: 'body1' }}>{children}</Box>
        )}
      </CardContent>
      {hasFooter && (
        <CardActions disableSpacing sx={{ px: 2, pb: 2, pt: 0, flexWrap: 'wrap', gap: 1 }}>
          {actions}
          {href && <WebsiteButton href={href} name={title} />}
        </CardActions>
      )}
    </Card>
  )
}
