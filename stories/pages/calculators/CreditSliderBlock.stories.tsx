import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { CreditSliderBlock } from '../../../src/features/calculators'

const meta = {
  title: 'Pages/Calculators/Credit slider block',
  component: CreditSliderBlock,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 720 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CreditSliderBlock>
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
  },
}

export const Filled: Story = {
  args: { defaultPrice: 1230000 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('$6,150')).toBeVisible()
  },
}

export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const slider = within(canvasElement).getByRole('slider', { name: 'Home price' })
    slider.focus()
    await userEvent.keyboard('{Home}')
    await expect(slider).toHaveAttribute('aria-valuenow', '100000')
    await userEvent.keyboard('{PageUp}')
    await expect(slider).toHaveAttribute('aria-valuenow', '200000')
    await expect(within(canvasElement).getByText('$1,000')).toBeVisible()
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
