import type { Meta, StoryObj } from '@storybook/react-vite'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { expect, fn, userEvent, within } from 'storybook/test'
import { CalculatorPanel } from '../../src/design-system'

const meta = {
  title: 'Design System/CalculatorPanel',
  component: CalculatorPanel,
  args: {
    title: 'Monthly payment',
    description: 'Enter a loan amount and rate.',
    children: <TextField label="Loan amount" defaultValue="400,000" />,
    onSubmit: fn((event) => event.preventDefault()),
    results: null,
  },
} satisfies Meta<typeof CalculatorPanel>
export default meta
type Story = StoryObj<typeof meta>

export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    const results = canvas.getByRole('region', { name: 'Monthly payment results' })
    await expect(results).toBeEmptyDOMElement()
    await userEvent.click(canvas.getByRole('button', { name: 'Calculate' }))
    await expect(args.onSubmit).toHaveBeenCalled()
  },
}
export const WithResults: Story = {
  args: { results: <Typography variant="h3">$1,796.18 a month</Typography> },
}
export const Invalid: Story = { args: { message: 'Enter a purchase price to calculate.' } }
export const Busy: Story = { args: { busy: true } }
export const Mobile: Story = {
  args: { results: <Typography variant="h3">$1,796.18 a month</Typography> },
  globals: { viewport: { value: 'mobile' } },
}
