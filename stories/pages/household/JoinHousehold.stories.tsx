import type { Meta, StoryObj } from '@storybook/react-vite'
import { MemoryRouter } from 'react-router-dom'
import { expect, within } from 'storybook/test'
import { JoinHouseholdPage } from '../../../src/features/household/pages/JoinHouseholdPage'
import { pendingInvite } from '../../../src/features/household/invite-link'
import { StaticSessionProvider, type SessionState } from '../../../src/lib/supabase'

const signedOut: SessionState = { status: 'signedOut', user: null }

const meta = {
  title: 'Pages/Household/Join a household',
  component: JoinHouseholdPage,
  parameters: { layout: 'padded' },
  decorators: [
    (Story) => (
      <MemoryRouter initialEntries={['/household/join']}>
        <StaticSessionProvider value={signedOut}>
          <Story />
        </StaticSessionProvider>
      </MemoryRouter>
    ),
  ],
} satisfies Meta<typeof JoinHouseholdPage>
export default meta
type Story = StoryObj<typeof meta>

/** A link opened before signing in: sign up or in first; nothing is joined on opening it. */
export const SignInFirst: Story = {
  beforeEach: () => {
    pendingInvite.set('b2'.repeat(32))
    return () => pendingInvite.clear()
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('link', { name: 'Sign up' })).toHaveAttribute(
      'href',
      '/auth?tab=signup&next=%2Fhousehold%2Fjoin',
    )
  },
}

/** No usable token: the one answer whatever the reason. */
export const UnusableLink: Story = {
  beforeEach: () => pendingInvite.clear(),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('This invite link cannot be used. Ask for a new one.'),
    ).toBeVisible()
  },
}

export const Mobile: Story = {
  ...SignInFirst,
  globals: { viewport: { value: 'mobile' } },
}
