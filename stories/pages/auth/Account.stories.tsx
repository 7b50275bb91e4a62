import type { Meta, StoryObj } from '@storybook/react-vite'
import type { Session, User } from '@supabase/supabase-js'
import { MemoryRouter } from 'react-router-dom'
import { expect, userEvent, within } from 'storybook/test'
import { AccountPage } from '../../../src/features/auth/pages/AccountPage'
import { StaticSessionProvider, type SessionState } from '../../../src/lib/supabase'

const user = { id: 'u1', email: 'leilani@example.com' } as User
const signedIn: SessionState = { status: 'signedIn', user, session: { user } as Session }

const meta = {
  title: 'Pages/Auth/Account',
  component: AccountPage,
  parameters: { layout: 'padded' },
  decorators: [
    (Story) => (
      <MemoryRouter initialEntries={['/account']}>
        <StaticSessionProvider value={signedIn}>
          <Story />
        </StaticSessionProvider>
      </MemoryRouter>
    ),
  ],
} satisfies Meta<typeof AccountPage>
export default meta
type Story = StoryObj<typeof meta>

export const SignedIn: Story = {}

export const ChangePasswordRules: Story = {
  play: async ({ canvasElement }) => {
    const form = within(canvasElement).getByRole('form', { name: 'Change password' })
    const canvas = within(form)
    await userEvent.type(canvas.getByLabelText(/^New password/), 'abc')
    await userEvent.click(canvas.getByRole('button', { name: 'Change password' }))
    await expect(await canvas.findByText('Enter your current password')).toBeVisible()
    await expect(canvas.getByText('Password must contain at least one number')).toBeVisible()
  },
}

export const DeleteNeedsTheWord: Story = {
  play: async ({ canvasElement }) => {
    const form = within(canvasElement).getByRole('form', { name: 'Delete account' })
    const canvas = within(form)
    await userEvent.type(canvas.getByRole('textbox', { name: /Type DELETE/ }), 'delete')
    await userEvent.click(canvas.getByRole('button', { name: 'Delete my account' }))
    await expect(canvas.getByRole('textbox', { name: /Type DELETE/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    )
  },
}

export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } }
