/** Where the checklist's own sign-in prompts send a visitor: back to the checklist afterwards. */
export const SIGN_IN_HERE = `/auth?next=${encodeURIComponent('/pcs-toolkit/hawaii-checklist')}`
