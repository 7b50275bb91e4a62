import type { Meta, StoryObj } from '@storybook/react-vite'
import { MemoryRouter } from 'react-router-dom'
import { expect, within } from 'storybook/test'
import { SearchPage } from '../../../src/features/search/pages/SearchPage'

const meta = {
  title: 'Pages/Search/Search',
  component: SearchPage,
  args: {
    pages: [
      {
        path: '/pcs-toolkit/pet-travel',
        title: 'Pet travel to Hawaii',
        description:
          'Rabies quarantine rules, fees and timing for bringing a dog or cat to Hawaii.',
      },
      {
        path: '/pcs-toolkit/tla-hotels',
        title: 'TLA hotels',
        description:
          'Temporary lodging on Oahu: military lodging and hotels, pet policies and TLA notes.',
      },
    ],
  },
  decorators: [
    (Story) => (
      <MemoryRouter initialEntries={['/search']}>
        <Story />
      </MemoryRouter>
    ),
  ],
} satisfies Meta<typeof SearchPage>
export default meta
type Story = StoryObj<typeof meta>

/** Before a search: the field, the main sections and every page with its description. */
export const Desktop: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('combobox', { name: 'Search the site' })).toHaveValue('')
    const list = canvas.getByRole('region', { name: 'Every page' })
    await expect(within(list).getAllByRole('link')).toHaveLength(2)
  },
}
export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } }
