import Alert from '@mui/material/Alert'
import AlertTitle from '@mui/material/AlertTitle'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import { FORUM_GUIDELINES, FORUM_SIGN_UP } from '@/data/community'
import { BulletList, PageHeader, Section, useToast } from '@/design-system'
import { lazyBlock } from '@/lib/lazy-block'
import { FORUM_COMING_SOON } from '../model/messages'

// The search and the lists it filters load after the page's code; see lazyBlock.
const ForumBrowser = lazyBlock(() =>
  import('../components/ForumBrowser').then((m) => m.ForumBrowser),
)

/** Member forum preview: a static mock-up whose search filters what it shows. */
export function MemberForumPage() {
  const toast = useToast()
  const comingSoon = () => toast.info(FORUM_COMING_SOON.message, { title: FORUM_COMING_SOON.title })

  return (
    <>
      <PageHeader
        eyebrow="Community"
        title="Member forum"
        lead="Ask questions and share what you learned with other military families moving to Hawaii."
        actions={
          <>
            <Button variant="contained" onClick={comingSoon}>
              Ask a question
            </Button>
            <Button variant="outlined" onClick={comingSoon}>
              Browse all topics
            </Button>
          </>
        }
      />
      <Alert severity="info" role="none" sx={{ mb: 3 }}>
        <AlertTitle>Preview: the member forum is not open yet</AlertTitle>
        Nobody can post yet. The categories and questions below are examples of what the forum will
        hold, not real conversations.
      </Alert>

      <ForumBrowser />

      <Section
        title="Join the conversation"
        description="Create a free account now; it already saves your checklist progress."
      >
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          <Button variant="contained" href={FORUM_SIGN_UP.to}>
            {FORUM_SIGN_UP.label}
          </Button>
          <Button variant="outlined" onClick={comingSoon}>
            Continue as guest
          </Button>
        </Stack>
      </Section>

      <Section title="Community guidelines">
        <BulletList items={FORUM_GUIDELINES} plain />
      </Section>
    </>
  )
}

export default MemberForumPage
