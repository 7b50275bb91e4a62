import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { ExternalButton, ListingCard } from '../../src/design-system'

const meta = {
  title: 'Design System/ListingCard',
  component: ListingCard,
  args: {
    title: 'Example Lodge',
    subtitle: '123 Example Street, Honolulu',
    badges: [
      { label: 'TLA approved', tone: 'success' },
      { label: 'Pets allowed', tone: 'info' },
    ],
    facts: [
      { label: 'Phone', value: '808-555-0100' },
      { label: 'Pet fee', value: '$25 per night' },
    ],
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 400 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ListingCard>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { name: 'Example Lodge' })).toBeVisible()
    await expect(canvas.getByText('TLA approved')).toBeVisible()
    await expect(canvas.getByText('Phone').tagName).toBe('DT')
  },
}
export const CreditBadge: Story = {
  args: {
    title: 'Kapolei',
    subtitle: 'Sample price $850,000',
    badges: [{ label: '$4,250 veteran credit', tone: 'accent' }],
    facts: [],
    actions: (
      <ExternalButton href="https://example.com" variant="outlined">
        Search homes
      </ExternalButton>
    ),
  },
}
export const NoBadgesOrFacts: Story = {
  args: { badges: [], facts: [], children: 'Details to come.' },
}
export const LongText: Story = {
  args: {
    title: 'An exceptionally long lodging name that goes on and on to test wrapping on phones',
    subtitle:
      'Building 1234, A Very Long Street Name Avenue, Joint Base Pearl Harbor-Hickam, HI 96860',
    facts: [
      { label: 'Email', value: 'reservations-and-front-desk-team@an-example-domain.example' },
    ],
  },
}
export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } }
