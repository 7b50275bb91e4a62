import type { Meta, StoryObj } from '@storybook/react-vite'
import { MemoryRouter } from 'react-router-dom'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { SourcesPage } from '../../../src/features/community/pages/SourcesPage'
import type { FactRecord } from '../../../src/lib/facts/register'

const facts: FactRecord[] = [
  {
    id: 'honolulu-out-of-state-permit',
    pages: ['/pcs-toolkit/vehicle-shipping'],
    statement: 'Honolulu out-of-state permit: $5',
    source: 'https://www.staradvertiser.com/2023/05/23/breaking-news/out-of-state-plates/',
    kind: 'secondary',
    sourceDate: 'May 23, 2023',
    checkedOn: '2026-11-23',
  },
  {
    id: 'animal-quarantine-station-hdoa',
    pages: ['/pcs-toolkit/pet-travel', '/pcs-toolkit/tla-hotels'],
    statement: 'Animal Quarantine Station (HDOA): 808-483-7151',
    source: 'https://hdoa.hawaii.gov/ai/aqs/',
    kind: 'official',
    sourceDate: null,
    checkedOn: '2026-11-23',
  },
  {
    id: 'veteran-credit',
    pages: ['/pcs-toolkit/pet-travel'],
    statement: 'Veteran credit: $500 for every $100,000 of the price',
    source: 'product spec',
    kind: 'program',
    sourceDate: null,
    checkedOn: null,
  },
]

const pageTitles = {
  '/pcs-toolkit/pet-travel': 'Pet travel to Hawaii',
  '/pcs-toolkit/vehicle-shipping': 'Shipping a vehicle to Hawaii',
}

const meta = {
  title: 'Pages/Community/Sources',
  component: SourcesPage,
  args: { pageTitles, facts },
  parameters: { layout: 'padded' },
  decorators: [
    (Story, { parameters }) => (
      <MemoryRouter initialEntries={[parameters.path ?? '/sources']}>
        <Story />
      </MemoryRouter>
    ),
  ],
} satisfies Meta<typeof SourcesPage>
export default meta
type Story = StoryObj<typeof meta>

const form = (canvas: ReturnType<typeof within>) =>
  canvas.getByRole('form', { name: 'Report a problem with a fact' })
const list = (canvas: ReturnType<typeof within>) =>
  canvas.getByRole('list', { name: 'Facts and their sources' })

/** Every fact, each with its kind, dates, pages and a report link. */
export const Desktop: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const rows = await within(
      await canvas.findByRole('list', { name: 'Facts and their sources' }),
    ).findAllByRole('listitem')
    await expect(rows).toHaveLength(facts.length)
    await expect(rows[2]).toHaveTextContent('VHP program figure')
    await expect(canvas.getByRole('status')).toHaveTextContent(`${rows.length} facts`)
    await expect(within(rows[0]!).getByRole('link', { name: 'Report a problem' })).toBeVisible()
  },
}

export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } }

/** Filtered to one page: the count says how many of all. */
export const FilteredByPage: Story = {
  parameters: { path: '/sources?page=%2Fpcs-toolkit%2Fpet-travel' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(/^\d+ of \d+ facts$/))
    await expect(canvas.getByRole('combobox', { name: 'Page' })).toHaveValue(
      '/pcs-toolkit/pet-travel',
    )
    await expect(within(list(canvas)).getAllByRole('listitem')[0]).toHaveTextContent(
      'Pet travel to Hawaii',
    )
  },
}

/** Arriving from a fact's "Report a problem": that fact is chosen already. */
export const ReportLinked: Story = {
  parameters: { path: '/sources?fact=honolulu-out-of-state-permit#report' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await waitFor(() =>
      expect(within(form(canvas)).getByRole('combobox', { name: 'The fact' })).toHaveValue(
        'honolulu-out-of-state-permit',
      ),
    )
  },
}

/** No backend in Storybook: the send fails and what was typed stays. */
export const ReportFailed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const report = within(form(canvas))
    const fact = report.getByRole('combobox', { name: 'The fact' })
    const first = (fact as HTMLSelectElement).querySelector(
      'option:not([value=""])',
    ) as HTMLOptionElement
    await userEvent.selectOptions(fact, first.value)
    await userEvent.type(
      report.getByRole('textbox', { name: 'What is wrong?' }),
      'The number changed.',
    )
    await userEvent.click(report.getByRole('button', { name: 'Send report' }))
    await expect(await canvas.findByText('Report not sent')).toBeVisible()
    await expect(report.getByRole('textbox', { name: 'What is wrong?' })).toHaveValue(
      'The number changed.',
    )
  },
}

/** A missing fact and a link that is not one are pointed out. */
export const ReportInvalid: Story = {
  play: async ({ canvasElement }) => {
    const report = within(form(within(canvasElement)))
    await userEvent.type(report.getByRole('textbox', { name: 'What is wrong?' }), 'Wrong fee')
    await userEvent.type(report.getByRole('textbox', { name: /Link to a page/ }), 'hdoa dot gov')
    await userEvent.click(report.getByRole('button', { name: 'Send report' }))
    await expect(
      await report.findByText('Please choose the fact the problem is with.'),
    ).toBeVisible()
    await expect(report.getByText(/Please enter a web address/)).toBeVisible()
  },
}
