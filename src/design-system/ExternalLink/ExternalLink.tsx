import type { ReactNode } from 'react'
import Button, { type ButtonProps } from '@mui/material/Button'
import Link, { type LinkProps } from '@mui/material/Link'
import OpenInNewIcon from '@mui/icons-material/OpenInNew'
import { VisuallyHidden } from '../VisuallyHidden'

const newTab = { target: '_blank', rel: 'noopener noreferrer' } as const
const hint = <VisuallyHidden> (opens in a new tab)</VisuallyHidden>

export interface ExternalLinkProps extends Omit<LinkProps, 'href' | 'target' | 'rel'> {
  href: string
  children: ReactNode
  /** Show the small "opens in new tab" glyph after the text. */
  showIcon?: boolean
}

/** A link to another site: opens in a new tab, safely, and tells screen readers so. */
export function ExternalLink({ href, children, showIcon = true, ...rest }: ExternalLinkProps) {
  return (
    <Link href={href} {...newTab} {...rest}>
      {children}
      {showIcon && (
        <OpenInNewIcon aria-hidden sx={{ fontSize: '0.9em', ml: 0.5, verticalAlign: '-0.1em' }} />
      )}
      {hint}
    </Link>
  )
}

export interface ExternalButtonProps extends Omit<ButtonProps<'a'>, 'href' | 'target' | 'rel'> {
  href: string
  children: ReactNode
}

/** A button that opens another site in a new tab (searches, official pages). */
export function ExternalButton({
  href,
  children,
  variant = 'contained',
  ...rest
}: ExternalButtonProps) {
  return (
    <Button
      component="a"
      href={href}
      variant={variant}
      endIcon={<OpenInNewIcon aria-hidden />}
      {...newTab}
      {...rest}
    >
      {children}
      {hint}
    </Button>
  )
}

export interface WebsiteButtonProps {
  href: string
  /** What the card is about: screen readers hear "Visit website: Matson". */
  name: string
  /** The visible words, when "Visit website" is not what the page is ("Map", "Search"). */
  label?: string
}

/**
 * A card's way out to another site, one look everywhere: a small outlined button with the
 * new-tab glyph, its visible words short and its spoken name saying which card it belongs to.
 */
export function WebsiteButton({ href, name, label = 'Visit website' }: WebsiteButtonProps) {
  return (
    // A label, not hidden text: a hidden span is spoken with a space before its colon.
    <ExternalButton
      href={href}
      variant="outlined"
      size="small"
      aria-label={`${label}: ${name} (opens in a new tab)`}
    >
      {label}
    </ExternalButton>
  )
}
