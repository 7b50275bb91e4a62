import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { BulletList, ExternalLink, InfoCard, SourceNote } from '../../src/design-system'

const tips = [
  'Bring your military ID and a copy of your orders.',
  'Ask for the military rate before you book.',
  'Book early for summer moves: units fill fast.',
]

const meta = {
  title: 'Design System/BulletList',
  component: BulletList,
  args: { items: tips },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof BulletList>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list')
    await expect(list.tagName).toBe('UL')
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3)
  },
}

export const Numbered: Story = {
  args: { numbered: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('list').tagName).toBe('OL')
  },
}

/** Tighter spacing between the points. */
export const Tight: Story = { args: { spacing: 0.75 } }

/** Sentences standing as body text of their own, as in a section of guidelines. */
export const Plain: Story = { args: { plain: true } }

export const PlainNumbered: Story = { args: { plain: true, numbered: true } }

/** Points with a link or a source note under them, inside a card. */
export const RichItems: Story = {
  args: {
    items: [
      <>
        Ask the housing office about the waitlist before you arrive.
        <SourceNote href="https://www.housing.af.mil/" checkedOn="2026-11-22" spacing={1.5} />
      </>,
      <ExternalLink href="https://www.va.gov/housing-assistance/home-loans/">
        VA home loans
      </ExternalLink>,
    ],
  },
  render: (args) => (
    <InfoCard title="Tips">
      <BulletList {...args} />
    </InfoCard>
  ),
}

export const Mobile: Story = {
  args: {
    items: [
      ...tips,
      'A long point that wraps over several lines on a narrow phone screen, with no trouble at all.',
    ],
  },
  globals: { viewport: { value: 'mobile' } },
}
