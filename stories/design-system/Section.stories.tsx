import type { Meta, StoryObj } from '@storybook/react-vite'
import { CardGrid, InfoCard, Section } from '../../src/design-system'

const cards = [
  'Bring military ID',
  'Climate-controlled units',
  'First-month-free specials',
  'Book early',
]

const meta = {
  title: 'Design System/Section',
  component: Section,
  args: {
    title: 'Storage tips',
    description: 'Four things that save money and trouble.',
    children: (
      <CardGrid columns={4}>
        {cards.map((title) => (
          <InfoCard key={title} title={title}>
            Short advice for this tip.
          </InfoCard>
        ))}
      </CardGrid>
    ),
  },
} satisfies Meta<typeof Section>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}
export const WithoutDescription: Story = { args: { description: undefined } }
export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } }
