import Button from '@mui/material/Button'
import Link from '@mui/material/Link'
import {
  RESOURCE_CARDS,
  RESOURCES_CONTACT_BUTTON,
  RESOURCES_SUGGESTION_LINK,
  type ResourceCard,
} from '@/data/resources'
import { CardGrid, ExternalButton, InfoCard, PageHeader, Section, Tag } from '@/design-system'
import { ContactCallToAction } from '../components/ContactCallToAction'
import { pageHref } from '@/lib/page-href'

function ResourceAction({ card }: { card: ResourceCard }) {
  const { target } = card
  if (card.status === 'coming-soon' || target.kind === 'none') {
    return <Tag label={card.actionLabel} tone="secondary" />
  }
  if (target.kind === 'file') {
    return (
      <ExternalButton href={target.href} variant="outlined">
        {card.actionLabel}
      </ExternalButton>
    )
  }
  return (
    <Button href={target.to} variant="outlined">
      {card.actionLabel}
    </Button>
  )
}

/** Resources: six tools and guides, the suggestion box and a way to reach a sponsor. */
export function ResourcesPage() {
  return (
    <>
      <PageHeader
        title="Resources"
        lead="Free tools and guides for your move to Hawaii, all in one place."
      />

      <Section title="Tools and guides">
        <CardGrid>
          {RESOURCE_CARDS.map((card) => (
            <InfoCard key={card.id} title={card.title} actions={<ResourceAction card={card} />}>
              {card.description}
            </InfoCard>
          ))}
        </CardGrid>
      </Section>

      <Section
        title="Where our facts come from"
        description="Every fee, phone number and rule on this site, with its source, the kind of source and when we last read it."
      >
        <Button href={pageHref('/sources')} variant="outlined">
          See every source
        </Button>
      </Section>

      <ContactCallToAction
        title="Need something else?"
        text="Your VHP sponsor can point you to the right office, lender or guide for your move."
        buttonLabel={RESOURCES_CONTACT_BUTTON.label}
        href={RESOURCES_CONTACT_BUTTON.to}
        extra={<Link href={RESOURCES_SUGGESTION_LINK.to}>{RESOURCES_SUGGESTION_LINK.label}</Link>}
      />
    </>
  )
}

export default ResourcesPage
