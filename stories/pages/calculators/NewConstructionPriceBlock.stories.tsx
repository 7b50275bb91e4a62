import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { NewConstructionPriceBlock } from '../../../src/features/calculators'

const meta = {
  title: 'Pages/Calculators/New construction price block',
  component: NewConstructionPriceBlock,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 720 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof NewConstructionPriceBlock>
export default meta
type Story = StoryObj<typeof meta>

export const Desktop: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('slider', { name: 'New home price' })).toHaveAttribute(
      'aria-valuetext',
      '$500,000',
    )
    await expect(canvas.getByText('$5,000')).toBeVisible()
  },
}

export const Filled: Story = {
  args: { defaultPrice: 3000000 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('$30,000')).toBeVisible()
  },
}

export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const slider = within(canvasElement).getByRole('slider', { name: 'New home price' })
    slider.focus()
    await userEvent.keyboard('{Home}')
    await expect(slider).toHaveAttribute('aria-valuenow', '250000')
    await userEvent.keyboard('{PageUp}')
    await expect(slider).toHaveAttribute('aria-valuenow', '350000')
    await expect(within(canvasElement).getByText('$3,500')).toBeVisible()
  },
}

/** In a narrow card, as on the programs page: the credits sit under the slider. */
export const NarrowCard: Story = {
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 340 }}>
        <Story />
      </div>
    ),
  ],
}

export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } }
