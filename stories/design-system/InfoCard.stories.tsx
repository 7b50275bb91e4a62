import type { Meta, StoryObj } from '@storybook/react-vite'
import Button from '@mui/material/Button'
import PetsIcon from '@mui/icons-material/Pets'
import { expect, within } from 'storybook/test'
import { InfoCard } from '../../src/design-system'

const meta = {
  title: 'Design System/InfoCard',
  component: InfoCard,
  args: {
    title: 'Start pet paperwork early',
    children: 'Hawaii’s rabies rules take months: begin 4–6 months before your report date.',
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 380 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof InfoCard>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}
export const WithIcon: Story = { args: { icon: <PetsIcon /> } }
export const WithActionsAndLink: Story = {
  args: {
    icon: <PetsIcon />,
    href: 'https://hdoa.hawaii.gov/ai/aqs/',
    actions: (
      <Button variant="outlined" href="#guide">
        Read the guide
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', {
      name: /^Visit website: .*opens in a new tab/,
    })
    await expect(link).toHaveAttribute('target', '_blank')
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
  },
}
export const LongText: Story = {
  args: {
    title:
      'A very long title that wraps onto several lines on a narrow phone screen in a hotel lobby',
    children:
      'Families moving to Hawaii often need to plan months ahead. '.repeat(6) +
      'Supercalifragilisticexpialidocious-words-without-breaks-should-not-overflow.',
  },
}
export const Mobile: Story = {
  args: { icon: <PetsIcon /> },
  globals: { viewport: { value: 'mobile' } },
}
