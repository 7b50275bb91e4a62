/** The texts of the account e-mails: each has a text part and an HTML part and names the site. */
import { SITE_NAME, type MailMessage } from '../mail.ts'

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  )

function message(
  to: string,
  subject: string,
  lines: string[],
  link?: { url: string; label: string },
): MailMessage {
  const text = [...lines, ...(link ? ['', `${link.label}: ${link.url}`] : []), '', SITE_NAME]
  const html = [
    ...lines.map((l) => `<p>${escapeHtml(l)}</p>`),
    link ? `<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></p>` : '',
    `<p>${SITE_NAME}</p>`,
  ].join('\n')
  return { to, subject: `${SITE_NAME}: ${subject}`, text: text.join('\n'), html }
}

export const recoveryMail = (to: string, url: string) =>
  message(
    to,
    'Reset your password',
    [
      'Someone asked to reset the password of your account. If it was you, open the link below within one hour and choose a new password. It works once.',
      'If you did not ask for this, you can ignore this e-mail: your password stays as it is.',
    ],
    { url, label: 'Reset your password' },
  )

export const signupMail = (to: string, url: string) =>
  message(
    to,
    'Confirm your e-mail address',
    ['Thank you for signing up. Open the link below within 24 hours to confirm your address.'],
    { url, label: 'Confirm your e-mail address' },
  )

/** To the new address: whose account it is, so a stranger does not confirm by mistake (L-6). */
export const emailChangeMail = (to: string, currentEmail: string, url: string) =>
  message(
    to,
    'Confirm your new e-mail address',
    [
      `The account of ${currentEmail} asked to use this address instead. If that is you, open the link below within one hour to confirm it. It works once, and the address changes once the link sent to ${currentEmail} is opened too.`,
      'If you did not ask for this, ignore this e-mail: nothing changes.',
    ],
    { url, label: 'Confirm your new address' },
  )

/** To the current address: the change needs this mailbox's consent too (D-30-2). */
export const emailChangeCurrentMail = (to: string, newEmail: string, url: string) =>
  message(
    to,
    'Confirm the change of your e-mail address',
    [
      `Someone asked to change the e-mail address of your account to ${newEmail}. If it was you, open the link below within one hour. It works once, and the address changes once the link sent to ${newEmail} is opened too.`,
      'If this was not you, do not open the link: sign in and change your password, which cancels the change.',
    ],
    { url, label: 'Confirm the change' },
  )
