import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import type { Household } from '../../../src/features/household/api/household'
import { HouseholdView } from '../../../src/features/household/components/HouseholdView'

const alex = {
  userId: 'u1',
  email: 'alex.kealoha@example.com',
  role: 'owner' as const,
  joinedAt: '2026-11-20T18:00:00Z',
}
const sam = {
  userId: 'u2',
  email: 'sam.kealoha.with.a.long.address@example.com',
  role: 'member' as const,
  joinedAt: '2026-11-21T18:00:00Z',
}
const together: Household = {
  membership: { householdId: 'h1', role: 'owner' },
  members: [alex, sam],
  invites: [{ id: 'i1', createdAt: '2026-11-27T18:00:00Z', expiresAt: '2026-12-04T18:00:00Z' }],
}
const LINK = `https://hawaiipcs.example/household/join#${'a1'.repeat(32)}`

const meta = {
  title: 'Pages/Household/Household section',
  component: HouseholdView,
  parameters: { layout: 'padded' },
  args: {
    me: 'u1',
    household: { membership: null, members: [], invites: [] },
    busy: false,
    link: null,
    canShare: false,
    onRetry: fn(),
    onCreateInvite: fn(),
    onCopy: fn(),
    onShare: fn(),
    onRevoke: fn(),
    onRemove: fn(),
    onTransfer: fn(),
    onLeave: fn(),
  },
} satisfies Meta<typeof HouseholdView>
export default meta
type Story = StoryObj<typeof meta>

/** No household yet: one button makes the first invite link (and the household with it). */
export const NotInAHousehold: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Create invite link' }))
    await expect(args.onCreateInvite).toHaveBeenCalled()
  },
}

/** The owner with a member, a link just made and one open link. */
export const OwnerWithInviteLink: Story = {
  args: { household: together, link: LINK, canShare: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('textbox', { name: 'Invite link' })).toHaveValue(LINK)
    await expect(canvas.getByRole('link', { name: 'Send by email' })).toHaveAttribute(
      'href',
      expect.stringContaining('mailto:?subject='),
    )
  },
}

/** Removing asks first, and says what the removed member keeps. */
export const RemoveAsksFirst: Story = {
  args: { household: together },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: `Remove ${sam.email}` }))
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', {
      name: 'Remove member?',
    })
    await expect(dialog).toHaveTextContent('keeps a copy of the checklist')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove member' }))
    await expect(args.onRemove).toHaveBeenCalledWith(sam)
  },
}

/** A member sees the others but cannot remove them. */
export const Member: Story = {
  args: { me: 'u2', household: { ...together, membership: { householdId: 'h1', role: 'member' } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.queryByRole('button', { name: /^Remove/ })).toBeNull()
    await expect(canvas.getByRole('button', { name: 'Leave household' })).toBeEnabled()
  },
}

/** Six members: no more invite links. */
export const Full: Story = {
  args: {
    household: {
      ...together,
      invites: [],
      members: Array.from({ length: 6 }, (_, n) => ({
        ...sam,
        userId: `u${n + 1}`,
        email: `member${n + 1}@example.com`,
        role: n === 0 ? ('owner' as const) : ('member' as const),
      })),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('button', { name: 'Create invite link' })).toBeDisabled()
    await expect(canvas.getByText('A household has at most 6 members.')).toBeVisible()
  },
}

export const ActionFailed: Story = {
  args: {
    household: together,
    actionError: 'Hand the household over to another member before you leave.',
  },
}

export const LoadFailed: Story = {
  args: {
    household: undefined,
    loadError: 'You are offline. Try again when you have a connection.',
  },
}

export const Loading: Story = { args: { household: undefined } }

export const Mobile: Story = {
  args: { household: together, link: LINK },
  globals: { viewport: { value: 'mobile' } },
}
