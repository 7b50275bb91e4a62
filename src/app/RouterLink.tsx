import { forwardRef, type AnchorHTMLAttributes } from 'react'
import { Link } from 'react-router-dom'

type Props = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }

/** Lets MUI's Link, Button and ListItemButton navigate in-app; outside URLs stay plain anchors. */
export const RouterLink = forwardRef<HTMLAnchorElement, Props>(function RouterLink(
  { href, children, ...rest },
  ref,
) {
  const isOutside = /^([a-z][a-z\d+.-]*:|\/\/)/i.test(href) || rest.target === '_blank'
  if (isOutside || href.startsWith('#')) {
    return (
      <a ref={ref} href={href} {...rest}>
        {children}
      </a>
    )
  }
  return (
    <Link ref={ref} to={href} {...rest}>
      {children}
    </Link>
  )
})
