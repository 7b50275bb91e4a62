import { useState } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { SearchCombobox, type SearchComboboxProps } from '../../src/design-system'

const results: SearchComboboxProps['results'] = [
  {
    href: '/pcs-toolkit/pet-travel#fees',
    title: 'Pet travel to Hawaii',
    heading: 'Costs and allowances',
    excerpt: (
      <>
        Rabies <mark>quarantine</mark> fees are paid to the state before arrival.
      </>
    ),
  },
  {
    href: '/pcs-toolkit/tla-hotels#pets',
    title: 'TLA hotels',
    heading: 'Traveling with pets',
    excerpt: (
      <>
        Finish the <mark>quarantine</mark> paperwork first.
      </>
    ),
  },
]

/** The field holds its own text, as the site's search does. */
function Stateful(props: SearchComboboxProps) {
  const [value, setValue] = useState(props.value)
  return (
    <SearchCombobox
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
  title: 'Design System/SearchCombobox',
  component: SearchCombobox,
  args: {
    label: 'Search the site',
    value: 'quarantine',
    results,
    status: '2 results',
    onChange: fn(),
    onChoose: fn(),
  },
  render: (args) => <Stateful {...args} />,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SearchCombobox>
export default meta
type Story = StoryObj<typeof meta>

/** Results with the page, the section and the matched words marked. */
export const WithResults: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    const input = canvas.getByRole('combobox', { name: 'Search the site' })
    await expect(input).toHaveAttribute('aria-expanded', 'true')
    await userEvent.click(input)
    await userEvent.keyboard('{ArrowDown}{ArrowDown}')
    const second = canvas.getAllByRole('option')[1]!
    await expect(second).toHaveAttribute('aria-selected', 'true')
    await expect(input).toHaveAttribute('aria-activedescendant', second.id)
    await userEvent.keyboard('{Enter}')
    await expect(args.onChoose).toHaveBeenCalledWith(results[1])
  },
}

/** Nothing found: the list gives way to what to do next. */
export const NoResults: Story = {
  args: {
    value: '%$#',
    results: [],
    status: 'No results for “%$#”. Try another word.',
    empty: <p>Or start from one of the main sections.</p>,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('combobox')).toHaveAttribute('aria-expanded', 'false')
    await expect(canvas.getByRole('status')).toHaveTextContent('No results')
  },
}

export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } }

/** Enter with no result chosen hands the query on (the site opens /search?q=…). */
export const EnterWithNoneChosen: Story = {
  args: { onSubmitQuery: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('combobox', { name: 'Search the site' }))
    await userEvent.keyboard('{Enter}')
    await expect(args.onSubmitQuery).toHaveBeenCalledWith('quarantine')
    await expect(args.onChoose).not.toHaveBeenCalled()
  },
}
