import type { Meta, StoryObj } from '@storybook/react-vite'
import Box from '@mui/material/Box'
import HomeIcon from '@mui/icons-material/Home'
import ChecklistIcon from '@mui/icons-material/Checklist'
import PetsIcon from '@mui/icons-material/Pets'
import TravelExploreIcon from '@mui/icons-material/TravelExplore'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import {
  NavLinks,
  Sidebar,
  SidebarProvider,
  SidebarTrigger,
  type SidebarGroup,
  type SidebarLinksProps,
} from '../../src/design-system'

const groups: SidebarGroup[] = [
  { label: 'Main', links: [{ label: 'Home', href: '#home', icon: <HomeIcon /> }] },
  {
    label: 'PCS Tools',
    links: [
      { label: 'Checklist', href: '#checklist', icon: <ChecklistIcon /> },
      { label: 'Pet travel', href: '#pets', icon: <PetsIcon /> },
      {
        label: 'Search listings',
        href: 'https://example.com',
        icon: <TravelExploreIcon />,
        external: true,
      },
    ],
  },
]

function Links(props: SidebarLinksProps) {
  return <NavLinks groups={groups} currentPath="#checklist" {...props} />
}

function Demo() {
  return (
    <SidebarProvider>
      <SidebarTrigger />
      <Box sx={{ display: 'flex', height: 420 }}>
        <Sidebar links={Links} />
        <Box sx={{ p: 2 }}>Page content</Box>
      </Box>
    </SidebarProvider>
  )
}

const meta = {
  title: 'Design System/Sidebar',
  component: Sidebar,
  render: () => <Demo />,
  args: { links: Links },
  parameters: { layout: 'fullscreen' },
  beforeEach: () => {
    document.cookie = 'sidebar%3Astate=; path=/; max-age=0'
  },
} satisfies Meta<typeof Sidebar>
export default meta
type Story = StoryObj<typeof meta>

export const Expanded: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Main' })
    await expect(within(nav).getByRole('link', { name: 'Checklist' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await expect(within(nav).getByRole('heading', { name: 'PCS Tools' })).toBeVisible()
  },
}

export const ToggleWithButtonAndKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const trigger = canvas.getByRole('button', { name: 'Toggle sidebar' })
    const drawer = () => canvasElement.querySelector('[data-state]')
    await expect(drawer()).toHaveAttribute('data-state', 'expanded')
    await userEvent.click(trigger)
    await expect(drawer()).toHaveAttribute('data-state', 'collapsed')
    await expect(document.cookie).toContain('sidebar%3Astate=false')
    await userEvent.keyboard('{Control>}b{/Control}')
    await waitFor(() => expect(drawer()).toHaveAttribute('data-state', 'expanded'))
    await expect(document.cookie).toContain('sidebar%3Astate=true')
  },
}

export const Collapsed: Story = {
  beforeEach: () => {
    document.cookie = 'sidebar%3Astate=false; path=/'
    return () => {
      document.cookie = 'sidebar%3Astate=; path=/; max-age=0'
    }
  },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Main' })
    // Labels stay in the accessible name even when only icons show.
    await expect(within(nav).getByRole('link', { name: 'Pet travel' })).toBeInTheDocument()
  },
}

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
}
