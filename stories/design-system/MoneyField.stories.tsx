import { useState } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { MoneyField, type MoneyFieldProps } from '../../src/design-system'

function Stateful(props: MoneyFieldProps) {
  const [value, setValue] = useState(props.value)
  return (
    <MoneyField
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
  title: 'Design System/MoneyField',
  component: MoneyField,
  render: (args) => <Stateful {...args} />,
  args: { label: 'Purchase price', value: 600000, onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MoneyField>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}
export const ParsesMessyInput: Story = {
  args: { value: 0, emptyWhenZero: true },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Purchase price' })
    await userEvent.type(input, '$600,000abc')
    await expect(input).toHaveValue('600,000')
    await expect(args.onChange).toHaveBeenLastCalledWith(600000)
  },
}
export const Error: Story = {
  args: { value: 0, error: true, helperText: 'Enter the purchase price.', emptyWhenZero: true },
}
export const Disabled: Story = { args: { disabled: true } }
export const LongLabel: Story = {
  args: { label: 'Monthly homeowners association dues, if the home has any', value: 350 },
}
export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } }
