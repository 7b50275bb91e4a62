import Box from '@mui/material/Box'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { PageHeader, Section } from '@/design-system'
import { lazyBlock } from '@/lib/lazy-block'
import { founderContact, missionText, WELCOME_VIDEO_URL, type FounderContact } from '@/data/home'
import { FounderCard } from '../components/FounderCard'

// The player and the fill-in card's form load after the page's code; see lazyBlock.
const WelcomeVideo = lazyBlock(() =>
  import('../components/WelcomeVideo').then((m) => m.WelcomeVideo),
)
const ShareButton = lazyBlock(() => import('../components/ShareButton').then((m) => m.ShareButton))
const FillInContactCard = lazyBlock(() =>
  import('../components/FillInContactCard').then((m) => m.FillInContactCard),
)

export interface WelcomePageProps {
  /** The welcome video's address; empty shows no video section. */
  videoUrl?: string
  /** The founder's card; shown only when it has a name. */
  founder?: FounderContact
}

/** /welcome: the mission, the video and the founder's card when they exist, a card to fill in. */
export function WelcomePage({
  videoUrl = WELCOME_VIDEO_URL,
  founder = founderContact,
}: WelcomePageProps) {
  const hasVideo = videoUrl.trim() !== ''
  const hasFounder = Boolean(founder?.name.trim())
  return (
    <>
      <PageHeader
        title="Welcome"
        lead={`Aloha! Read why we built Hawaii PCS Planner${hasVideo ? ', watch our welcome video' : ''}, and keep the contacts of your move at hand.`}
      />

      {hasVideo && (
        <Section title="Welcome video">
          <WelcomeVideo url={videoUrl} />
        </Section>
      )}

      <Section title="Our mission">
        <Box sx={{ maxWidth: '70ch' }}>
          {missionText.map((paragraph) => (
            <Typography key={paragraph} sx={{ mb: 2 }}>
              {paragraph}
            </Typography>
          ))}
        </Box>
        <Stack direction="row">
          <ShareButton />
        </Stack>
      </Section>

      {founder && hasFounder && (
        <Section title="About the Founder">
          <Box sx={{ maxWidth: 640 }}>
            <FounderCard contact={founder} />
          </Box>
        </Section>
      )}

      <Section
        title="A contact card for you"
        description="Fill in someone you will call during your move: your sponsor, a housing office, a landlord. The card stays on this screen only. Nothing is saved: it empties when you leave or reload the page."
      >
        <Box sx={{ maxWidth: 640 }}>
          <FillInContactCard />
        </Box>
      </Section>
    </>
  )
}

export default WelcomePage
