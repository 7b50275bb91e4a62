import Link from '@mui/material/Link'
import { telHref } from '@/format'

/** A phone number that dials when tapped; plain text when it is not a U.S. number. */
export function PhoneLink({ phone }: { phone: string }) {
  const href = telHref(phone)
  return href ? <Link href={href}>{phone}</Link> : <>{phone}</>
}

/** An email address that opens the mail app. */
export function EmailLink({ email }: { email: string }) {
  return <Link href={`mailto:${email}`}>{email}</Link>
}
