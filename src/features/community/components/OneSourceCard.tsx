import Typography from '@mui/material/Typography'
import { MILITARY_ONESOURCE } from '@/data/community'
import { PhoneLink, ExternalLink, InfoCard, SourceNote } from '@/design-system'
import { factNote } from '@/lib/facts/note'

/** Military OneSource's phone line and website, with the page that gives the number. */
export function OneSourceCard() {
  const resource = MILITARY_ONESOURCE
  if (!resource?.phone) return null
  const { phone } = resource
  return (
    <InfoCard
      title="Help with your move"
      actions={<ExternalLink href={resource.url}>{resource.label} website</ExternalLink>}
    >
      <Typography color="text.secondary">{resource.description}</Typography>
      <Typography sx={{ mt: 1 }}>
        {`${phone.label}: `}
        <PhoneLink phone={phone.display} />
      </Typography>
      <SourceNote {...factNote(phone)} />
    </InfoCard>
  )
}
