import type { ReactElement } from 'react'
import HomeIcon from '@mui/icons-material/Home'
import WavingHandIcon from '@mui/icons-material/WavingHand'
import ChecklistIcon from '@mui/icons-material/Checklist'
import SchoolIcon from '@mui/icons-material/School'
import DirectionsCarIcon from '@mui/icons-material/DirectionsCar'
import PetsIcon from '@mui/icons-material/Pets'
import GavelIcon from '@mui/icons-material/Gavel'
import SailingIcon from '@mui/icons-material/Sailing'
import WarehouseIcon from '@mui/icons-material/Warehouse'
import ShieldIcon from '@mui/icons-material/Shield'
import MilitaryTechIcon from '@mui/icons-material/MilitaryTech'
import VerifiedIcon from '@mui/icons-material/Verified'
import HouseIcon from '@mui/icons-material/House'
import CalculateIcon from '@mui/icons-material/Calculate'
import SwapHorizIcon from '@mui/icons-material/SwapHoriz'
import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium'
import ConstructionIcon from '@mui/icons-material/Construction'
import TravelExploreIcon from '@mui/icons-material/TravelExplore'
import MailIcon from '@mui/icons-material/Mail'
import LibraryBooksIcon from '@mui/icons-material/LibraryBooks'
import ForumIcon from '@mui/icons-material/Forum'
import type { SidebarGroup, SidebarLink } from '@/design-system'
import type { NavGroup, NavIcon } from '@/data/pages'
import { NEW_CONSTRUCTION_SEARCH_URL } from '@/data/new-construction-search'
import { pageNav } from 'virtual:page-nav'

/** Each icon name a page record may give, as its MUI icon (a name left out fails to compile). */
const icons: Record<NavIcon, ReactElement> = {
  Home: <HomeIcon />,
  WavingHand: <WavingHandIcon />,
  Checklist: <ChecklistIcon />,
  School: <SchoolIcon />,
  DirectionsCar: <DirectionsCarIcon />,
  Pets: <PetsIcon />,
  Gavel: <GavelIcon />,
  Sailing: <SailingIcon />,
  Warehouse: <WarehouseIcon />,
  Shield: <ShieldIcon />,
  MilitaryTech: <MilitaryTechIcon />,
  Verified: <VerifiedIcon />,
  House: <HouseIcon />,
  Calculate: <CalculateIcon />,
  SwapHoriz: <SwapHorizIcon />,
  WorkspacePremium: <WorkspacePremiumIcon />,
  Construction: <ConstructionIcon />,
  Mail: <MailIcon />,
  LibraryBooks: <LibraryBooksIcon />,
  Forum: <ForumIcon />,
}

/** The sidebar's groups, top to bottom, with their headings (the last has none). */
const groups: readonly { id: NavGroup; label?: string }[] = [
  { id: 'main', label: 'Main' },
  { id: 'pcs', label: 'PCS Tools' },
  { id: 'housing', label: 'Housing Tools' },
  { id: 'more' },
]

/** Links to other sites, placed after the pages of their group. */
const externalLinks: readonly (SidebarLink & { group: NavGroup })[] = [
  {
    group: 'housing',
    label: 'Search new construction',
    href: NEW_CONSTRUCTION_SEARCH_URL,
    icon: <TravelExploreIcon />,
    external: true,
  },
]

/** The sidebar's groups and links, from each page's `nav` in src/data/pages.ts. */
export const sidebarGroups: readonly SidebarGroup[] = groups.map(({ id, label }) => ({
  label,
  links: [
    ...pageNav
      .flatMap(({ path, nav }) => (nav.group === id ? [{ path, ...nav }] : []))
      .sort((a, b) => a.order - b.order)
      .map(({ path, label, icon }) => ({ label, href: path, icon: icons[icon] })),
    ...externalLinks.filter((link) => link.group === id).map(({ group: _, ...link }) => link),
  ],
}))
