import type { Meta, StoryObj } from '@storybook/react-vite'
import Button from '@mui/material/Button'
import { PageHeader } from '../../src/design-system'

const meta = {
  title: 'Design System/PageHeader',
  component: PageHeader,
  args: {
    title: 'Pet travel to Hawaii',
    lead: 'Hawaii is rabies-free, so pets need paperwork months ahead.',
  },
} satisfies Meta<typeof PageHeader>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}
export const WithEyebrowAndActions: Story = {
  args: {
    eyebrow: 'PCS toolkit',
    actions: (
      <>
        <Button variant="contained" color="accent">
          Start the checklist
        </Button>
        <Button variant="outlined">Read the guide</Button>
      </>
    ),
  },
}
export const TitleOnly: Story = { args: { lead: undefined } }
export const LongText: Story = {
  args: {
    title: 'A much longer page title that wraps onto a second line on smaller screens',
    lead: 'A long introduction. '.repeat(12),
  },
}
export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } }
