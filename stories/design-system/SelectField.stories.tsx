import { useState } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { SelectField, type SelectFieldProps } from '../../src/design-system'

function Grades(props: Partial<SelectFieldProps>) {
  const [value, setValue] = useState(props.value ?? 'E-5')
  return (
    <div style={{ maxWidth: 320 }}>
      <SelectField label="Pay grade" {...props} value={value} onChange={setValue}>
        {['E-4', 'E-5', 'E-6', 'O-1', 'O-2'].map((g) => (
          <option key={g} value={g}>
            {g}
          </option>
        ))}
      </SelectField>
      <p>Chosen: {value}</p>
    </div>
  )
}

const meta = {
  title: 'Design System/SelectField',
  component: SelectField,
  args: { label: 'Pay grade', value: 'E-5', onChange: () => {}, children: null },
  render: (args) => <Grades label={args.label} hint={args.hint} />,
} satisfies Meta<typeof SelectField>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const select = canvas.getByRole('combobox', { name: 'Pay grade' })
    await expect(select).toHaveValue('E-5')
    await userEvent.selectOptions(select, 'O-1')
    await expect(canvas.getByText('Chosen: O-1')).toBeVisible()
  },
}

/** A hint under the list, read with it by screen readers. */
export const WithHint: Story = {
  args: { hint: 'Your grade on your orders.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('combobox', { name: 'Pay grade' })).toHaveAccessibleDescription(
      'Your grade on your orders.',
    )
  },
}

/** Option groups, as the BAH page's "Where" list has them. */
export const Grouped: Story = {
  render: () => {
    const [value, setValue] = useState('mha:HI408')
    return (
      <div style={{ maxWidth: 420 }}>
        <SelectField label="Where" value={value} onChange={setValue}>
          <optgroup label="Installations">
            <option value="base:schofield">Schofield Barracks (Oahu)</option>
            <option value="base:pmrf">Pacific Missile Range Facility (Kauai)</option>
          </optgroup>
          <optgroup label="Housing areas (counties)">
            <option value="mha:HI408">Honolulu County (Oahu), HI408</option>
            <option value="mha:HI414">Kauai County (Kauai), HI414</option>
          </optgroup>
        </SelectField>
      </div>
    )
  },
}

export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } }
