import type { Meta, StoryObj } from '@storybook/react-vite'
import ScheduleIcon from '@mui/icons-material/Schedule'
import { expect, within } from 'storybook/test'
import { Tag } from '../../src/design-system'

const meta = {
  title: 'Design System/Tag',
  component: Tag,
  args: { label: 'Military lodging' },
} satisfies Meta<typeof Tag>
export default meta
type Story = StoryObj<typeof meta>

export const Neutral: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('Military lodging')).toBeVisible()
    // A label, not a control.
    await expect(canvas.queryByRole('button')).toBeNull()
  },
}

/** Every tone filled, as cards show a status. */
export const Tones: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      <Tag label="TLA-approved" tone="success" variant="filled" />
      <Tag label="Army" tone="info" variant="filled" />
      <Tag label="Pets allowed" tone="accent" variant="filled" />
      <Tag label="Overdue" tone="warning" variant="filled" />
      <Tag label="Off-base hotel" />
    </div>
  ),
}

/** A step's timing, with an icon; long text wraps instead of overflowing. */
export const WithIcon: Story = {
  args: {
    icon: <ScheduleIcon />,
    label: 'At least 30 days before arrival, and no more than 36 months after the test',
    tone: 'secondary',
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 240 }}>
        <Story />
      </div>
    ),
  ],
}
