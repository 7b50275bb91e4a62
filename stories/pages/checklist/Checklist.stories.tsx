import type { Meta, StoryObj } from '@storybook/react-vite'
import type { User } from '@supabase/supabase-js'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { MemoryRouter } from 'react-router-dom'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { checklistItems } from '../../../src/data/checklist'
import { progressKey } from '../../../src/features/checklist/api/checklist-progress'
import { ChecklistView } from '../../../src/features/checklist/components/ChecklistView'
import { ChecklistPage } from '../../../src/features/checklist/pages/ChecklistPage'
import { StaticSessionProvider, type SessionState } from '../../../src/lib/supabase'

const all = new Set(checklistItems.map((_, index) => index))

const meta = {
  title: 'Pages/Checklist/Checklist',
  component: ChecklistView,
  args: { items: checklistItems, completed: new Set([0, 1, 2]), onToggle: fn(), signedIn: true },
  decorators: [
    (Story) => (
      <MemoryRouter>
        <Story />
      </MemoryRouter>
    ),
  ],
} satisfies Meta<typeof ChecklistView>
export default meta
type Story = StoryObj<typeof meta>

export const SignedIn: Story = {}
export const Anonymous: Story = { args: { signedIn: false, completed: new Set() } }
export const Loading: Story = { args: { loading: true, completed: new Set() } }
export const Saving: Story = {
  args: { savingIndex: 3, completed: new Set([0, 1, 2, 3]) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('checkbox', { name: checklistItems[4]!.title })).toBeDisabled()
  },
}
export const Complete: Story = {
  args: { completed: all },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('Done!')).toBeVisible()
    await expect(canvas.getByRole('heading', { name: /Congratulations/ })).toBeVisible()
  },
}
export const CompleteAnonymous: Story = { args: { completed: all, signedIn: false } }
export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } }

// The whole page, signed in, with no backend to save to: every save fails and is put back.
const user = {
  id: '00000000-0000-4000-8000-000000000001',
  email: 'family@example.com',
  user_metadata: {},
} as User
const signedIn: SessionState = { status: 'signedIn', user, session: { user } as never }

export const FailedSave: Story = {
  render: () => {
    const client = new QueryClient({
      defaultOptions: { queries: { staleTime: Infinity, retry: false } },
    })
    client.setQueryData(progressKey(user.id), new Set([0]))
    return (
      <QueryClientProvider client={client}>
        <StaticSessionProvider value={signedIn}>
          <ChecklistPage />
        </StaticSessionProvider>
      </QueryClientProvider>
    )
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const box = canvas.getByRole('checkbox', { name: checklistItems[1]!.title })
    await userEvent.click(box)
    await waitFor(() => expect(box).not.toBeChecked(), { timeout: 8000 })
    await expect(canvas.getByText('1 of 20 done')).toBeVisible()
  },
}
