import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { tlaHotels } from '../../../src/data/tla-hotels'
import { TlaHotelsPage } from '../../../src/features/toolkit/pages/TlaHotelsPage'

const meta = {
  title: 'Pages/Toolkit/TLA hotels',
  component: TlaHotelsPage,
} satisfies Meta<typeof TlaHotelsPage>
export default meta
type Story = StoryObj<typeof meta>

export const Desktop: Story = {
  play: async ({ canvasElement }) => {
    const lodging = within(canvasElement).getByRole('region', { name: 'Lodging on Oahu' })
    await expect(within(lodging).getAllByRole('heading', { level: 3 })).toHaveLength(
      tlaHotels.length,
    )
  },
}
export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } }
