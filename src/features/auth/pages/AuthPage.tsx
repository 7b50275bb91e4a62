import { useCallback, type MouseEvent, type SyntheticEvent } from 'react'
import { Navigate, useSearchParams } from 'react-router-dom'
import Box from '@mui/material/Box'
import Paper from '@mui/material/Paper'
import Tab from '@mui/material/Tab'
import Tabs from '@mui/material/Tabs'
import Typography from '@mui/material/Typography'
import { PageHeader, useHydrated } from '@/design-system'
import { lazyBlock } from '@/lib/lazy-block'
import { useSession } from '@/lib/supabase'

// The forms' code (react-hook-form, Zod, the inputs) loads after the page's; see lazyBlock.
const SignInForm = lazyBlock(() => import('../components/SignInForm').then((m) => m.SignInForm))
const SignUpForm = lazyBlock(() => import('../components/SignUpForm').then((m) => m.SignUpForm))
const ForgotPasswordForm = lazyBlock(() =>
  import('../components/ForgotPasswordForm').then((m) => m.ForgotPasswordForm),
)

type TabName = 'signin' | 'signup'
const tabs: readonly [TabName, string][] = [
  ['signin', 'Sign in'],
  ['signup', 'Sign up'],
]

/** A page of this site to return to after signing in (`?next=/account`); never another site. */
export function nextPath(params: URLSearchParams): string {
  const next = params.get('next') ?? ''
  // A path on this site only: not "//host", no backslash, and no space or control character
  // (a tab after the slash, "/%09/…", crashed the router: audit L-1).
  // eslint-disable-next-line no-control-regex
  const odd = /[\\\s\u0000-\u001f\u007f]/.test(next)
  return next.startsWith('/') && !next.startsWith('//') && !odd ? next : '/'
}

/**
 * Opens the forgotten-password form. Stable, so the sign-in form's block keeps its prerendered
 * HTML (and what was typed into it) when the page re-renders as it comes to life.
 */
function useShowForgot(next: string) {
  const [, setParams] = useSearchParams()
  return useCallback(
    () => setParams(next === '/' ? { tab: 'forgot' } : { tab: 'forgot', next }, { replace: true }),
    [setParams, next],
  )
}

const plainClick = (event: MouseEvent) =>
  event.button === 0 && !event.ctrlKey && !event.metaKey && !event.shiftKey && !event.altKey

/**
 * "Sign in" and "Sign up" tabs (sign in first; `?tab=signup` opens sign-up, `?tab=forgot` the
 * forgotten-password form on the sign-in tab).
 */
export function AuthPage() {
  const session = useSession()
  const [params, setParams] = useSearchParams()
  // The prerendered page is the Sign in tab; `?tab=signup` switches once the page is live.
  const hydrated = useHydrated()
  const tab: TabName = hydrated && params.get('tab') === 'signup' ? 'signup' : 'signin'
  const forgot = hydrated && params.get('tab') === 'forgot'
  const next = nextPath(params)
  const keepNext: Record<string, string> = next === '/' ? {} : { next }
  // The tabs are links, so a tap works before the page is live (it loads ?tab=signup); once
  // live a plain click switches in place. The prerendered links carry no `next`: it has none.
  const href = (name: TabName) => {
    const query = new URLSearchParams(name === 'signup' ? { tab: 'signup', ...keepNext } : keepNext)
    const search = hydrated ? query.toString() : name === 'signup' ? 'tab=signup' : ''
    return search ? `/auth?${search}` : '/auth'
  }
  const onForgot = useShowForgot(next)
  const inPlace = (event: MouseEvent) => {
    if (plainClick(event)) event.preventDefault()
  }

  if (session.status === 'signedIn') return <Navigate to={next} replace />

  return (
    <Box sx={{ maxWidth: 480, mx: 'auto' }}>
      <PageHeader
        title="Sign in"
        lead="An account is free. It keeps your checklist progress, so you can pick up on any device."
      />
      <Paper variant="outlined" sx={{ borderRadius: 4, overflow: 'hidden' }}>
        <Tabs
          value={tab}
          onChange={(event: SyntheticEvent, next: TabName) => {
            // A new-tab click (Ctrl, Cmd, middle button) leaves this page as it is.
            if (event.type === 'click' && !plainClick(event as MouseEvent)) return
            setParams(next === 'signup' ? { tab: 'signup', ...keepNext } : keepNext, {
              replace: true,
            })
          }}
          variant="fullWidth"
          aria-label="Sign in or sign up"
        >
          {tabs.map(([value, label]) => (
            <Tab
              key={value}
              label={label}
              value={value}
              id={`tab-${value}`}
              aria-controls={`panel-${value}`}
              component="a"
              href={href(value)}
              onClick={inPlace}
            />
          ))}
        </Tabs>
        <Box
          role="tabpanel"
          id={`panel-${tab}`}
          aria-labelledby={`tab-${tab}`}
          sx={{ p: { xs: 2, sm: 3 } }}
        >
          {tab === 'signup' ? (
            <SignUpForm />
          ) : forgot ? (
            <ForgotPasswordForm onBack={() => setParams(keepNext, { replace: true })} />
          ) : (
            <SignInForm next={next} onForgot={onForgot} />
          )}
        </Box>
      </Paper>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        Everything else on this site works without an account.
      </Typography>
    </Box>
  )
}

export default AuthPage
