import type { Meta, StoryObj } from '@storybook/react-vite'
import { NewBuildCreditBlock } from '../../../src/features/calculators'
import { creditBlockStories, pageWidth } from './creditBlockStories'

const meta = {
  title: 'Pages/Calculators/New build credit block',
  component: NewBuildCreditBlock,
  decorators: [pageWidth],
} satisfies Meta<typeof NewBuildCreditBlock>
export default meta
type Story = StoryObj<typeof meta>

const stories = creditBlockStories({
  slider: 'New build price',
  initial: { valueText: '$950,000', credit: '$14,250' },
  filled: { price: 1500000, credit: '$22,500' },
  keyboard: { min: 200000, pageUp: 300000, credit: '$4,500' },
})

export const Desktop: Story = stories.Desktop
export const Filled: Story = stories.Filled
export const Keyboard: Story = stories.Keyboard
/** In a narrow card, as on the programs page: the credits sit under the slider. */
export const NarrowCard: Story = stories.NarrowCard
export const Mobile: Story = stories.Mobile
