import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { PageHeader, Section } from '@/design-system'
import { lazyBlock } from '@/lib/lazy-block'
import { founderContactDefaults, missionText } from '@/data/home'

// The video field and player, and the founder's editable card, load after the page's code;
// see lazyBlock.
const WelcomeVideo = lazyBlock(() =>
  import('../components/WelcomeVideo').then((m) => m.WelcomeVideo),
)
const FounderCard = lazyBlock(() => import('../components/FounderCard').then((m) => m.FounderCard))

export function WelcomePage() {
  return (
    <>
      <PageHeader
        title="Welcome"
        lead="Aloha! Watch our welcome video, read why we built Hawaii PCS Planner, and see how to reach your VHP sponsor."
      />

      <Section title="Welcome video">
        <WelcomeVideo />
      </Section>

      <Section title="Our mission">
        <Box sx={{ maxWidth: '70ch' }}>
          {missionText.map((paragraph) => (
            <Typography key={paragraph} sx={{ mb: 2 }}>
              {paragraph}
            </Typography>
          ))}
        </Box>
      </Section>

      <Section title="About the Founder">
        <Box sx={{ maxWidth: 640 }}>
          <FounderCard initial={founderContactDefaults} />
        </Box>
      </Section>
    </>
  )
}

export default WelcomePage
