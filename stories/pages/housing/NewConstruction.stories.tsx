import type { Meta, StoryObj } from '@storybook/react-vite'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import { NewConstructionPage } from '../../../src/features/housing/pages/NewConstructionPage'

const meta = {
  title: 'Pages/Housing/New construction',
  component: NewConstructionPage,
  parameters: { layout: 'padded' },
  args: {
    priceCalculator: (
      <Paper variant="outlined" sx={{ p: 3 }}>
        <Typography>New construction price slider goes here</Typography>
      </Paper>
    ),
  },
} satisfies Meta<typeof NewConstructionPage>
export default meta
type Story = StoryObj<typeof meta>

export const Desktop: Story = { globals: { viewport: { value: 'desktop' } } }
export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } }
