/** What the forms say. The success and "missing" texts are docs/decisions.md#s-7 and #s-8. */
export interface ToastText {
  readonly title: string
  readonly message: string
}

export const CONTACT_MISSING: ToastText = {
  title: 'Missing Information',
  message: 'Please fill in all required fields',
}
export const CONTACT_SENT: ToastText = {
  title: 'Message Sent!',
  message: "Your message has been sent to your VHP sponsor. We'll get back to you soon!",
}
export const CONTACT_FAILED: ToastText = {
  title: 'Message not sent',
  message: 'Please check your connection and try again. Your message is still here.',
}

export const SUGGESTION_SENT: ToastText = {
  title: 'Suggestion Submitted!',
  message: "Thank you for your feedback. We'll review your suggestion and get back to you soon.",
}
export const SUGGESTION_FAILED: ToastText = {
  title: 'Suggestion not sent',
  message: 'Please check your connection and try again. Your suggestion is still here.',
}

export const FACT_REPORT_SENT: ToastText = {
  title: 'Report sent',
  message: 'Thank you. We will check the fact against its source and correct the page.',
}
export const FACT_REPORT_FAILED: ToastText = {
  title: 'Report not sent',
  message: 'Please check your connection and try again. Your report is still here.',
}

export const FORUM_COMING_SOON: ToastText = {
  title: 'Coming soon',
  message: 'The member forum is not open yet. We will open it as soon as it is ready.',
}
