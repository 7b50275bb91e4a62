import type { Meta, StoryObj } from '@storybook/react-vite'
import { NewConstructionPriceBlock } from '../../../src/features/calculators'
import { creditBlockStories, pageWidth } from './creditBlockStories'

const meta = {
  title: 'Pages/Calculators/New construction price block',
  component: NewConstructionPriceBlock,
  decorators: [pageWidth],
} satisfies Meta<typeof NewConstructionPriceBlock>
export default meta
type Story = StoryObj<typeof meta>

const stories = creditBlockStories({
  slider: 'New home price',
  initial: { valueText: '$500,000', credit: '$5,000' },
  filled: { price: 3000000, credit: '$30,000' },
  keyboard: { min: 250000, pageUp: 350000, credit: '$3,500' },
})

export const Desktop: Story = stories.Desktop
export const Filled: Story = stories.Filled
export const Keyboard: Story = stories.Keyboard
/** In a narrow card, as on the programs page: the credits sit under the slider. */
export const NarrowCard: Story = stories.NarrowCard
export const Mobile: Story = stories.Mobile
