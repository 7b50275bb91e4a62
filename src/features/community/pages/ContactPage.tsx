import Box from '@mui/material/Box'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import { HOUSING_OFFICE_CHANNEL, SUGGESTION_CHANNEL } from '@/data/community'
import { PageHeader, Section } from '@/design-system'
import { lazyBlock } from '@/lib/lazy-block'
import type { Send } from '../api/send'
import type { ContactValues } from '../model/schemas'
import { ChannelCard } from '../components/ChannelCard'
import { OneSourceCard } from '../components/OneSourceCard'

// The form's code (react-hook-form, Zod, the inputs) loads after the page's; see lazyBlock.
const ContactForm = lazyBlock(() => import('../components/ContactForm').then((m) => m.ContactForm))

export interface ContactPageProps {
  /** Stores the message; stories pass a stand-in. */
  send?: Send<ContactValues>
}

/** Contact a VHP sponsor: the message form, and the other places to get help beside it. */
export function ContactPage({ send }: ContactPageProps) {
  return (
    <>
      <PageHeader
        eyebrow="Contact"
        title="Contact a VHP sponsor"
        lead="Your VHP sponsor is your contact at the Veteran Home Program (VHP), the program behind this site’s home credits, and not the sponsor your new unit assigns you. Write with questions about housing, the VHP credits or your move, and we will answer by email."
      />
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 0, md: 4 },
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 7fr) minmax(0, 5fr)' },
          alignItems: 'start',
        }}
      >
        <Section title="Send a message" description="Fields marked * are required.">
          <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 4 }}>
            <ContactForm send={send} />
          </Paper>
        </Section>
        <Section title="Other ways to get help">
          <Stack spacing={2}>
            <ChannelCard channel={SUGGESTION_CHANNEL} />
            <ChannelCard channel={HOUSING_OFFICE_CHANNEL} />
            <OneSourceCard />
          </Stack>
        </Section>
      </Box>
    </>
  )
}

export default ContactPage
