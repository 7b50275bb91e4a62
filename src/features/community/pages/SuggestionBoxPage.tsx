import Paper from '@mui/material/Paper'
import { COMING_SOON, CONTACT_CHANNELS, POPULAR_SUGGESTIONS } from '@/data/community'
import { BulletList, CardGrid, InfoCard, PageHeader, Section } from '@/design-system'
import { lazyBlock } from '@/lib/lazy-block'
import type { Send } from '../api/send'
import type { SuggestionValues } from '../model/schemas'
import { ChannelCard } from '../components/ChannelCard'

// The form's code (react-hook-form, Zod, the inputs) loads after the page's; see lazyBlock.
const SuggestionForm = lazyBlock(() =>
  import('../components/SuggestionForm').then((m) => m.SuggestionForm),
)

export interface SuggestionBoxPageProps {
  /** Stores the suggestion; stories pass a stand-in. */
  send?: Send<SuggestionValues>
}

/** Suggestion box: the form, what others ask for, what is coming, and other ways to reach us. */
export function SuggestionBoxPage({ send }: SuggestionBoxPageProps) {
  return (
    <>
      <PageHeader
        eyebrow="Community"
        title="Suggestion box"
        lead="Tell us what would make your move to Hawaii easier: a guide we are missing, a fact that is out of date, or a tool you wish you had."
      />
      <Section title="Share a suggestion" description="Only the suggestion is required.">
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 4, maxWidth: 720 }}>
          <SuggestionForm send={send} />
        </Paper>
      </Section>
      <Section title="Popular suggestions" description="The ideas families send us most often.">
        <BulletList items={POPULAR_SUGGESTIONS} numbered plain />
      </Section>
      <Section title="Coming soon">
        <CardGrid columns={2}>
          {COMING_SOON.map((list) => (
            <InfoCard key={list.title} title={list.title}>
              <BulletList items={list.items} plain />
            </InfoCard>
          ))}
        </CardGrid>
      </Section>
      <Section title="Other ways to reach us">
        <CardGrid columns={2}>
          {CONTACT_CHANNELS.map((channel) => (
            <ChannelCard key={channel.title} channel={channel} />
          ))}
        </CardGrid>
      </Section>
    </>
  )
}

export default SuggestionBoxPage
