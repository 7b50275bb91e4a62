import type { Meta, StoryObj } from '@storybook/react-vite'
import { CreditSliderBlock } from '../../../src/features/calculators'
import { creditBlockStories, pageWidth } from './creditBlockStories'

const meta = {
  title: 'Pages/Calculators/Credit slider block',
  component: CreditSliderBlock,
  decorators: [pageWidth],
} satisfies Meta<typeof CreditSliderBlock>
export default meta
type Story = StoryObj<typeof meta>

const stories = creditBlockStories({
  slider: 'Home price',
  initial: { valueText: '$750,000', credit: '$3,750' },
  filled: { price: 1230000, credit: '$6,150' },
  keyboard: { min: 100000, pageUp: 200000, credit: '$1,000' },
})

export const Desktop: Story = stories.Desktop
export const Filled: Story = stories.Filled
export const Keyboard: Story = stories.Keyboard
/** In a narrow card, as on the programs page: the credits sit under the slider. */
export const NarrowCard: Story = stories.NarrowCard
export const Mobile: Story = stories.Mobile
