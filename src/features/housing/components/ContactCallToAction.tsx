import { useId, type ReactNode } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import SupportAgentIcon from '@mui/icons-material/SupportAgent'

export interface ContactCallToActionProps {
  title: string
  text: ReactNode
  buttonLabel: string
  href: string
  /** More links under the button, e.g. the suggestion box. */
  extra?: ReactNode
}

/** The closing invitation to reach a VHP sponsor: a short reason and one clear button. */
export function ContactCallToAction({
  title,
  text,
  buttonLabel,
  href,
  extra,
}: ContactCallToActionProps) {
  const titleId = useId()
  return (
    <Paper
      component="section"
      aria-labelledby={titleId}
      variant="outlined"
      sx={{
        p: { xs: 2.5, sm: 4 },
        borderRadius: '16px',
        bgcolor: 'sand.main',
        borderColor: 'sand.main',
      }}
    >
      <Typography id={titleId} variant="h2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Typography sx={{ mb: 2.5, maxWidth: '60ch' }}>{text}</Typography>
      <Button
        href={href}
        variant="contained"
        color="accent"
        size="large"
        startIcon={<SupportAgentIcon aria-hidden />}
        sx={{ width: { xs: '100%', sm: 'auto' } }}
      >
        {buttonLabel}
      </Button>
      {extra && <Box sx={{ mt: 2 }}>{extra}</Box>}
    </Paper>
  )
}
