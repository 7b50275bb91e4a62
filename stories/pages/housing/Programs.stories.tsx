import type { Meta, StoryObj } from '@storybook/react-vite'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import { expect, within } from 'storybook/test'
import { ProgramsPage } from '../../../src/features/housing/pages/ProgramsPage'

const placeholder = (text: string) => (
  <Paper variant="outlined" sx={{ p: 2 }}>
    <Typography>{text}</Typography>
  </Paper>
)

const meta = {
  title: 'Pages/Housing/Programs',
  component: ProgramsPage,
  parameters: { layout: 'padded' },
  args: {
    creditCalculator: placeholder('Veteran credit slider goes here'),
    newBuildCalculator: placeholder('New build slider goes here'),
  },
} satisfies Meta<typeof ProgramsPage>
export default meta
type Story = StoryObj<typeof meta>

export const Desktop: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('Veteran credit slider goes here')).toBeVisible()
    await expect(canvas.getByText('New build slider goes here')).toBeVisible()
  },
}
export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } }
export const WithoutCalculators: Story = {
  args: { creditCalculator: undefined, newBuildCalculator: undefined },
}
