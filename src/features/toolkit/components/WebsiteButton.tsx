import { ExternalButton, VisuallyHidden } from '@/design-system'

/** "Visit website" for a card, named after the card for screen readers ("…: Matson"). */
export function WebsiteButton({ href, name }: { href: string; name: string }) {
  return (
    <ExternalButton href={href} variant="outlined" size="small">
      Visit website<VisuallyHidden>{`: ${name}`}</VisuallyHidden>
    </ExternalButton>
  )
}
