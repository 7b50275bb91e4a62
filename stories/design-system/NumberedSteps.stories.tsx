import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import ScheduleIcon from '@mui/icons-material/Schedule'
import { NumberedSteps, Tag } from '../../src/design-system'

const meta = {
  title: 'Design System/NumberedSteps',
  component: NumberedSteps,
  args: {
    steps: [
      {
        title: 'Microchip your pet',
        meta: <Tag icon={<ScheduleIcon />} label="Before the rabies shots" tone="secondary" />,
        detail: 'An ISO-compatible microchip, implanted and read by your vet before any shot.',
        source: {
          href: 'https://hdoa.hawaii.gov/ai/aqs/',
          kind: 'official',
          checkedOn: '2026-11-23',
          reportHref: '/sources#report',
        },
      },
      {
        title: 'Two rabies vaccinations',
        detail: 'At least 30 days apart; the most recent no fewer than 90 days before arrival.',
      },
      {
        title: 'Send the documents',
        meta: (
          <Tag icon={<ScheduleIcon />} label="At least 30 days before arrival" tone="secondary" />
        ),
        detail: 'The dog and cat import form, the health certificate and the fee.',
        source: { href: 'product spec', unlinked: 'show' },
      },
    ],
  },
} satisfies Meta<typeof NumberedSteps>
export default meta
type Story = StoryObj<typeof meta>

/** A guide's steps: numbered, joined by a line, each with its timing and source. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const items = canvas.getAllByRole('listitem')
    await expect(items).toHaveLength(3)
    // The number is read with the title, once: "Step 2: Two rabies vaccinations".
    await expect(
      canvas.getByRole('heading', { level: 3, name: 'Step 2: Two rabies vaccinations' }),
    ).toBeVisible()
    await expect(canvas.getByText('At least 30 days before arrival')).toBeVisible()
  },
}

/** On an outlined card, as the housing pages show their steps among other cards. */
export const Framed: Story = { args: { framed: true } }

/** At phone width, long titles and timings wrap beside the number. */
export const Phone: Story = { globals: { viewport: { value: 'mobile' } } }
