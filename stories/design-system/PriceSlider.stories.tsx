import { useState } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { PriceSlider, type PriceSliderProps } from '../../src/design-system'

function Stateful(props: PriceSliderProps) {
  const [value, setValue] = useState(props.value)
  return (
    <PriceSlider
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next)
        props.onChange(next)
      }}
    />
  )
}

const meta = {
  title: 'Design System/PriceSlider',
  component: PriceSlider,
  render: (args) => <Stateful {...args} />,
  args: {
    label: 'Home price',
    value: 750000,
    min: 100000,
    max: 2000000,
    step: 10000,
    largeStep: 100000,
    onChange: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PriceSlider>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}
export const KeyboardSteps: Story = {
  play: async ({ canvasElement }) => {
    const slider = within(canvasElement).getByRole('slider', { name: 'Home price' })
    slider.focus()
    await userEvent.keyboard('{ArrowRight}')
    await expect(slider).toHaveAttribute('aria-valuenow', '760000')
    await userEvent.keyboard('{Shift>}{ArrowRight}{/Shift}')
    await expect(slider).toHaveAttribute('aria-valuenow', '860000')
    await userEvent.keyboard('{PageDown}')
    await expect(slider).toHaveAttribute('aria-valuenow', '760000')
    await expect(slider).toHaveAttribute('aria-valuetext', '$760,000')
  },
}
export const AtMaximum: Story = { args: { value: 2000000 } }
export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } }
