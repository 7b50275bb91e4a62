import type { Meta, StoryObj } from '@storybook/react-vite'
import { MemoryRouter } from 'react-router-dom'
import { expect, userEvent, within } from 'storybook/test'
import { CreditCalculatorPage } from '../../../src/features/calculators/pages/CreditCalculatorPage'

const meta = {
  title: 'Pages/Calculators/Credit calculator',
  component: CreditCalculatorPage,
  decorators: [
    (Story) => (
      <MemoryRouter initialEntries={['/calculators/credit']}>
        <Story />
      </MemoryRouter>
    ),
  ],
} satisfies Meta<typeof CreditCalculatorPage>
export default meta
type Story = StoryObj<typeof meta>

export const Desktop: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('slider', { name: 'Home price' })).toHaveAttribute(
      'aria-valuetext',
      '$750,000',
    )
    await expect(canvas.getByText('$3,750')).toBeVisible()
    await expect(
      canvas.getByText(/The veteran credit is \$500 for every \$100,000 of the home’s price/),
    ).toBeVisible()
  },
}

export const MovedByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const slider = canvas.getByRole('slider', { name: 'Home price' })
    slider.focus()
    await userEvent.keyboard('{PageUp}')
    await expect(slider).toHaveAttribute('aria-valuetext', '$850,000')
    await expect(canvas.getByText('$4,250')).toBeVisible()
    await userEvent.keyboard('{Shift>}{ArrowLeft}{/Shift}{ArrowRight}')
    await expect(slider).toHaveAttribute('aria-valuetext', '$760,000')
    await expect(canvas.getByText('$3,800')).toBeVisible()
  },
}

export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } }
