import Button from '@mui/material/Button'
import type { ContactChannel } from '@/data/community'
import { InfoCard } from '@/design-system'

/** One way to reach someone: a card with a button to the page. */
export function ChannelCard({ channel }: { channel: ContactChannel }) {
  return (
    <InfoCard
      title={channel.title}
      actions={
        <Button href={channel.link.to} variant="outlined">
          {channel.link.label}
        </Button>
      }
    >
      {channel.description}
    </InfoCard>
  )
}
