import { useState } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { ChecklistItem, Tag, type ChecklistItemProps } from '../../src/design-system'

function Stateful(props: ChecklistItemProps) {
  const [checked, setChecked] = useState(props.checked)
  return (
    <ChecklistItem
      {...props}
      checked={checked}
      onChange={(next) => {
        setChecked(next)
        props.onChange(next)
      }}
    />
  )
}

const meta = {
  title: 'Design System/ChecklistItem',
  component: ChecklistItem,
  render: (args) => <Stateful {...args} />,
  args: {
    label: 'Register your pet with the quarantine office',
    detail: 'Send the documents so they arrive at least 10 days before you land.',
    checked: false,
    onChange: fn(),
  },
} satisfies Meta<typeof ChecklistItem>
export default meta
type Story = StoryObj<typeof meta>

export const Unchecked: Story = {
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: args.label })
    await userEvent.click(box)
    await expect(box).toBeChecked()
    await expect(args.onChange).toHaveBeenCalledWith(true)
  },
}
export const Checked: Story = { args: { checked: true } }
export const Pending: Story = { args: { pending: true, checked: true } }
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByRole('checkbox', { name: args.label })).toBeDisabled()
  },
}
export const Overdue: Story = {
  args: { highlight: true, meta: <Tag tone="warning" variant="filled" label="Overdue" /> },
}
/** On a household's shared list: who ticked it, so nobody's tick goes unseen. */
export const TickedBySomeoneElse: Story = {
  args: { checked: true, byline: 'Ticked by kai.kealoha.longname@example.com · Dec 3' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/Ticked by kai/)).toBeVisible()
  },
}
/** Under the hint, blocks for this family only: here, their installation's own steps. */
export const WithMore: Story = {
  args: {
    label: 'Book temporary lodging and apply for TLA',
    detail: "Ask your gaining installation's TLA office how and when to apply.",
    more: (
      <ul>
        <li>Check in with your personnel office (IPAC) and the TLA Office for a TLA brief.</li>
      </ul>
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('listitem')).toHaveTextContent(/IPAC/)
  },
}
export const LongText: Story = {
  args: {
    label: 'A very long checklist label that keeps going to show how it wraps on a narrow phone',
    detail: 'And an equally long hint underneath it. '.repeat(5),
  },
}
export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } }
