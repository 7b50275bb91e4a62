import type { Meta, StoryObj } from '@storybook/react-vite'
import type { Session, User } from '@supabase/supabase-js'
import { MemoryRouter } from 'react-router-dom'
import { expect, within } from 'storybook/test'
import { ResetPasswordPage } from '../../../src/features/auth/pages/ResetPasswordPage'
import { StaticSessionProvider, type SessionState } from '../../../src/lib/supabase'

const user = { id: 'u1', email: 'leilani@example.com' } as User
const fromLink: SessionState = { status: 'signedIn', user, session: { user } as Session }

const meta = {
  title: 'Pages/Auth/Reset password',
  component: ResetPasswordPage,
  parameters: { layout: 'padded' },
  decorators: [
    (Story, { parameters }) => (
      <MemoryRouter initialEntries={['/reset-password']}>
        <StaticSessionProvider value={(parameters.session as SessionState | undefined) ?? fromLink}>
          <Story />
        </StaticSessionProvider>
      </MemoryRouter>
    ),
  ],
} satisfies Meta<typeof ResetPasswordPage>
export default meta
type Story = StoryObj<typeof meta>

/** Arrived through a valid link: choose the new password. */
export const ChooseNewPassword: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('form', { name: 'Choose a new password' }),
    ).toBeVisible()
  },
}

/** No valid link: the expired-link page with a way to ask for a new one. */
export const LinkExpired: Story = {
  parameters: { session: { status: 'signedOut', user: null } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('This link has expired or was already used')).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Ask for a new link' })).toBeVisible()
  },
}
