import InputAdornment from '@mui/material/InputAdornment'
import SearchIcon from '@mui/icons-material/Search'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { TextInput } from '../../src/design-system'

const meta = {
  title: 'Design System/TextInput',
  component: TextInput,
  args: { label: 'Full name', onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextInput>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Full name' })
    await userEvent.type(input, 'Kai')
    await expect(input).toHaveValue('Kai')
    await expect(args.onChange).toHaveBeenCalledTimes(3)
  },
}
export const WithHelperText: Story = {
  args: { label: 'Email', type: 'email', helperText: 'We reply to this address.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email' })
    await expect(input).toHaveAccessibleDescription('We reply to this address.')
  },
}
export const Required: Story = {
  args: { required: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: /Full name/ })).toBeRequired()
  },
}
export const Error: Story = {
  args: { required: true, error: true, helperText: 'Enter your name.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: /Full name/ })
    await expect(input).toBeInvalid()
    await expect(input).toHaveAccessibleDescription('Enter your name.')
  },
}
export const Disabled: Story = { args: { disabled: true, defaultValue: 'Kai Akana' } }
export const Multiline: Story = {
  args: { label: 'Message', multiline: true, minRows: 4, helperText: 'Tell us what you need.' },
}
export const NativeSelect: Story = {
  args: {
    label: 'Base (optional)',
    select: true,
    shrinkLabel: true,
    defaultValue: '',
    children: (
      <>
        <option value="">Choose a base</option>
        <option value="Schofield Barracks">Schofield Barracks</option>
        <option value="Joint Base Pearl Harbor-Hickam">Joint Base Pearl Harbor-Hickam</option>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Base (optional)' })
    await userEvent.selectOptions(select, 'Schofield Barracks')
    await expect(select).toHaveValue('Schofield Barracks')
  },
}
export const WithAdornment: Story = {
  args: {
    label: 'Search the forum',
    type: 'search',
    startAdornment: (
      <InputAdornment position="start">
        <SearchIcon aria-hidden />
      </InputAdornment>
    ),
  },
}
export const DateField: Story = {
  args: { label: 'Your report date', type: 'date', shrinkLabel: true, defaultValue: '2027-06-15' },
}
export const Mobile: Story = {
  args: { helperText: 'As on your orders.' },
  globals: { viewport: { value: 'mobile' } },
}
