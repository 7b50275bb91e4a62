import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { NewBuildCreditBlock } from '../../../src/features/calculators'

const meta = {
  title: 'Pages/Calculators/New build credit block',
  component: NewBuildCreditBlock,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 720 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof NewBuildCreditBlock>
export default meta
type Story = StoryObj<typeof meta>

export const Desktop: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('slider', { name: 'New build price' })).toHaveAttribute(
      'aria-valuetext',
      '$950,000',
    )
    await expect(canvas.getByText('$14,250')).toBeVisible()
  },
}

export const Filled: Story = {
  args: { defaultPrice: 1500000 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('$22,500')).toBeVisible()
  },
}

export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const slider = within(canvasElement).getByRole('slider', { name: 'New build price' })
    slider.focus()
    await userEvent.keyboard('{Home}')
    await expect(slider).toHaveAttribute('aria-valuenow', '200000')
    await userEvent.keyboard('{PageUp}')
    await expect(slider).toHaveAttribute('aria-valuenow', '300000')
    await expect(within(canvasElement).getByText('$4,500')).toBeVisible()
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
