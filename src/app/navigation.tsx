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
import type { SidebarGroup } from '@/design-system'
import { NEW_CONSTRUCTION_SEARCH_URL } from '@/data/new-construction-search'

/** The sidebar's groups and links, exactly as docs/decisions.md#s-2-sidebar lists them. */
export const sidebarGroups: readonly SidebarGroup[] = [
  {
    label: 'Main',
    links: [
      { label: 'Home', href: '/', icon: <HomeIcon /> },
      { label: 'Welcome', href: '/welcome', icon: <WavingHandIcon /> },
    ],
  },
  {
    label: 'PCS Tools',
    links: [
      {
        label: 'Hawaii PCS checklist',
        href: '/pcs-toolkit/hawaii-checklist',
        icon: <ChecklistIcon />,
      },
      { label: 'Hawaii schools', href: '/pcs-toolkit/hawaii-schools', icon: <SchoolIcon /> },
      {
        label: 'Vehicle shipping',
        href: '/pcs-toolkit/vehicle-shipping',
        icon: <DirectionsCarIcon />,
      },
      { label: 'Pet travel', href: '/pcs-toolkit/pet-travel', icon: <PetsIcon /> },
      { label: 'Firearms', href: '/pcs-toolkit/firearms-pcs', icon: <GavelIcon /> },
      { label: 'Boat shipping', href: '/pcs-toolkit/boat-shipping', icon: <SailingIcon /> },
      {
        label: 'Storage facilities',
        href: '/pcs-toolkit/storage-facilities',
        icon: <WarehouseIcon />,
      },
      { label: 'Crime and safety', href: '/pcs-toolkit/hawaii-crime-safety', icon: <ShieldIcon /> },
      { label: 'Base housing', href: '/housing/base-housing', icon: <MilitaryTechIcon /> },
    ],
  },
  {
    label: 'Housing Tools',
    links: [
      { label: 'Verified rentals', href: '/housing/verified-rentals', icon: <VerifiedIcon /> },
      { label: 'VA homes for sale', href: '/housing/va-homes', icon: <HouseIcon /> },
      {
        label: 'Assumption calculator',
        href: '/calculators/assumption-cruncher',
        icon: <CalculateIcon />,
      },
      { label: 'VA loan assumptions', href: '/housing/va-assumptions', icon: <SwapHorizIcon /> },
      { label: 'VHP Programs', href: '/programs', icon: <WorkspacePremiumIcon /> },
      { label: 'New construction', href: '/housing/new-construction', icon: <ConstructionIcon /> },
      {
        label: 'Search new construction',
        href: NEW_CONSTRUCTION_SEARCH_URL,
        icon: <TravelExploreIcon />,
        external: true,
      },
    ],
  },
  {
    links: [
      { label: 'Contact a sponsor', href: '/contact', icon: <MailIcon /> },
      { label: 'Resources', href: '/resources', icon: <LibraryBooksIcon /> },
      { label: 'Member forum', href: '/member-forum', icon: <ForumIcon /> },
    ],
  },
]
