import type { Meta, StoryObj } from '@storybook/react-vite'
import type { User } from '@supabase/supabase-js'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { MemoryRouter } from 'react-router-dom'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { checklistItems } from '../../../src/data/checklist'
import { progressKey, type PlanRows } from '../../../src/features/checklist/api/checklist-progress'
import { ChecklistView } from '../../../src/features/checklist/components/ChecklistView'
import { MovePanel } from '../../../src/features/checklist/components/MovePanel'
import { PlanPanel } from '../../../src/features/checklist/components/PlanPanel'
import { PlanSummary } from '../../../src/features/checklist/components/HomePlan'
import { planItems } from '../../../src/features/checklist/timeline'
import { ChecklistPage } from '../../../src/features/checklist/pages/ChecklistPage'
import { notNeeded } from '../../../src/lib/plan/applies'
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
export const Loading: Story = {
  args: {
    status: { loading: true, offline: false, readAt: null, unsent: 0 },
    completed: new Set(),
  },
}
export const Offline: Story = {
  args: {
    status: { loading: false, offline: true, readAt: '2026-11-27T18:05:00', unsent: 2 },
    completed: new Set([0, 1, 2]),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Offline: showing your progress from Nov 27, 6:05 PM. 2 changes kept on this device',
    )
  },
}
/** The family chose Marine Corps Base Hawaii: the TLA item adds the base's own steps, sourced. */
export const AtTheirInstallation: Story = {
  args: { installation: 'kaneohe-bay', completed: new Set() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      canvas.getByText('At Marine Corps Base Hawaii, Kaneohe Bay, its own pages say:'),
    ).toBeVisible()
    await expect(canvas.getByText(/^Check in with your personnel office \(IPAC\)/)).toBeVisible()
  },
}
/** An installation whose own TLA page we could not read: says so, and whom to ask. */
export const AtAnInstallationWithoutItsOwnPage: Story = {
  args: { installation: 'schofield', completed: new Set() },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(/^We found no official page with Schofield Barracks’s own/),
    ).toBeVisible()
  },
}
/** Two children, in kindergarten and preschool: the school item adds HIDOE's steps for them. */
export const WithChildrensGrades: Story = {
  args: { childGrades: ['K', 'PK'], completed: new Set() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      canvas.getByText(
        "For your children (Child 1, Kindergarten; Child 2, Preschool), HIDOE's pages say:",
      ),
    ).toBeVisible()
    await expect(canvas.getByText(/5 by July 31 of the school year/)).toBeVisible()
    await expect(canvas.getByText(/Executive Office on Early Learning/)).toBeVisible()
  },
}
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

// The timeline: fixed dates, so the pictures never change with the day they are taken.
const TODAY = '2026-11-22'
const planned = (reportDate: string, done: ReadonlySet<number>) =>
  planItems(checklistItems, reportDate, done, TODAY)

export const PlanByPhase: Story = {
  args: { completed: new Set([0]), plan: planned('2027-06-15', new Set([0])) },
  render: (args) => (
    <>
      <PlanPanel
        reportDate="2027-06-15"
        onReportDateChange={fn()}
        plan={args.plan ?? null}
        completed={args.completed}
        today={TODAY}
        details={{}}
      />
      <ChecklistView {...args} />
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { name: '4–6 months out' })).toBeVisible()
    await expect(
      canvas.getByText('205 days until your report date (Tue, Jun 15, 2027).'),
    ).toBeVisible()
  },
}

export const PlanWithOverdueItems: Story = {
  args: { completed: new Set(), plan: planned('2027-01-10', new Set()) },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Overdue · Suggested by Thu, Aug 13, 2026'),
    ).toBeVisible()
  },
}

/** A family with no pets and one car: three items say so, quietly, and are not counted. */
export const NotNeededForYourFamily: Story = {
  args: {
    completed: new Set([0, 4]),
    plan: planned('2027-06-15', new Set([0, 4])),
    notNeeded: notNeeded(checklistItems, { pets: { dogs: 0, cats: 0 }, vehicles: 1 }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getAllByText('Not needed for your family')).toHaveLength(3)
    // The pet item ticked (index 4) does not count: 1 of the 17 that apply.
    await expect(canvas.getByText('1 of 17 that apply are done')).toBeVisible()
  },
}

export const NoReportDate: Story = {
  args: { completed: new Set(), plan: null },
  render: (args) => (
    <>
      <PlanPanel
        reportDate={null}
        onReportDateChange={fn()}
        plan={null}
        completed={args.completed}
        today={TODAY}
        details={{}}
      />
      <ChecklistView {...args} />
    </>
  ),
}

// The whole page, signed in, with no backend to save to: every save fails and is put back.
const user = {
  id: '00000000-0000-4000-8000-000000000001',
  email: 'family@example.com',
  user_metadata: {},
} as User
const signedIn: SessionState = { status: 'signedIn', user, session: { user } as never }

/** The checklist page of a signed-in user whose saved rows are these (no server asked). */
function signedInWith(saved: PlanRows) {
  const client = new QueryClient({
    defaultOptions: { queries: { staleTime: Infinity, retry: false } },
  })
  client.setQueryData(progressKey(user.id), saved)
  return (
    <QueryClientProvider client={client}>
      <StaticSessionProvider value={signedIn}>
        <ChecklistPage />
      </StaticSessionProvider>
    </QueryClientProvider>
  )
}

export const FailedSave: Story = {
  render: () =>
    signedInWith({
      household: null,
      rows: { 0: { completed: true, updatedAt: '2026-11-22T10:00:00.000Z' } },
    }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const box = canvas.getByRole('checkbox', { name: checklistItems[1]!.title })
    await userEvent.click(box)
    await waitFor(() => expect(box).not.toBeChecked(), { timeout: 8000 })
    await expect(canvas.getByText('1 of 20 done')).toBeVisible()
  },
}

/** A household's shared list: each changed item says who and when. */
export const SharedWithHousehold: Story = {
  render: () =>
    signedInWith({
      household: 'h1',
      rows: {
        0: { completed: true, updatedAt: '2026-11-22T10:00:00.000Z', by: 'you' },
        1: { completed: true, updatedAt: '2026-11-24T10:00:00.000Z', by: 'sam@example.com' },
        2: { completed: false, updatedAt: '2026-11-25T10:00:00.000Z', by: null },
      },
    }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('Ticked by sam@example.com · Nov 24')).toBeVisible()
    await expect(canvas.getByText('Unticked by a former member · Nov 25')).toBeVisible()
    await expect(canvas.getByText(/Your household shares this checklist/)).toBeVisible()
  },
}

// "Your move": the family's answers (signed out: this browser; signed in: the account), and the deadlines they date.
export const YourMoveUnanswered: Story = {
  render: () => (
    <MovePanel
      reportDate="2027-04-26"
      today={TODAY}
      details={{}}
      onAnswer={fn()}
      signedIn={false}
    />
  ),
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Your deadlines' })
    await expect(within(list).getAllByText(/Add the dates above to see the day\./)).toHaveLength(8)
  },
}

export const YourMoveAnswered: Story = {
  render: () => (
    <MovePanel
      reportDate="2027-04-26"
      today={TODAY}
      details={{
        pets: { dogs: 1, cats: 0 },
        petArrivalDate: '2027-04-20',
        petAirport: 'OGG',
        vehicles: 1,
        carArrivalDate: '2027-05-03',
        firearms: false,
      }}
      onAnswer={fn()}
      signedIn
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText(/^By Sun, Mar 21, 2027: Pet import form/)).toBeVisible()
    await expect(canvas.getByText(/^By Wed, Jun 2, 2027: Out-of-state permit/)).toBeVisible()
    await expect(canvas.queryByText(/Register your firearms/)).toBeNull()
  },
}

/** Two children with their grades and the first day of school: one school deadline a child. */
export const YourMoveWithChildren: Story = {
  render: () => (
    <MovePanel
      reportDate="2027-04-26"
      today={TODAY}
      details={{ children: 2, childGrades: ['K', '7'], schoolStartDate: '2027-08-02' }}
      onAnswer={fn()}
      signedIn
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByLabelText('Child 2 grade')).toHaveValue('7')
    await expect(
      canvas.getByText(/^By Mon, Aug 2, 2027: TB clearance and student health record: Child 1/),
    ).toBeVisible()
    await expect(canvas.getByText(/: Child 2, Grade 7$/)).toBeVisible()
  },
}

/** The home page's "Your plan" for a returning family: the three most overdue, the rest counted. */
export const YourPlanOnHome: Story = {
  render: () => (
    <PlanSummary
      completed={new Set([0])}
      reportDate="2027-01-10"
      details={{ vehicles: 1, carArrivalDate: '2026-11-20', pets: { dogs: 0, cats: 0 } }}
      today={TODAY}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const overdue = canvas.getByRole('list', { name: 'Overdue' })
    await expect(within(overdue).getAllByRole('listitem')).toHaveLength(3)
    await expect(canvas.getByText(/^And \d+ more overdue items on your checklist\.$/)).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Open your checklist' })).toBeVisible()
  },
}
