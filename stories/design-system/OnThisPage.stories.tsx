import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { OnThisPage, Section } from '../../src/design-system'

const sections = [
  { title: 'Step by step' },
  { title: 'Costs and allowances' },
  { title: 'Documents to gather' },
  { title: 'Deadlines and rules' },
  { title: 'Who to contact' },
  { title: 'Official links' },
]

const meta = {
  title: 'Design System/OnThisPage',
  component: OnThisPage,
  args: { sections },
} satisfies Meta<typeof OnThisPage>
export default meta
type Story = StoryObj<typeof meta>

/** Each link opens its section: the same ids Section gives its headings. */
export const Default: Story = {
  render: (args) => (
    <>
      <OnThisPage {...args} />
      {args.sections.map((s) => (
        <Section key={s.title} title={s.title}>
          <p>…</p>
        </Section>
      ))}
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const nav = canvas.getByRole('navigation', { name: 'On this page' })
    const links = within(nav).getAllByRole('link')
    await expect(links).toHaveLength(6)
    for (const link of links) {
      const target = canvasElement.querySelector(link.getAttribute('href')!)
      await expect(target?.textContent).toBe(link.textContent)
    }
  },
}

export const Mobile: Story = { ...Default, globals: { viewport: { value: 'mobile' } } }

/** A short page needs no list: fewer than three sections draw nothing. */
export const ShortPage: Story = {
  args: { sections: sections.slice(0, 2) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('navigation')).toBeNull()
  },
}
