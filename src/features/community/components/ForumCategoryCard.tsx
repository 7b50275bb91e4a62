import type { ReactNode } from 'react'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import BeachAccessIcon from '@mui/icons-material/BeachAccess'
import DirectionsCarIcon from '@mui/icons-material/DirectionsCar'
import FlightLandIcon from '@mui/icons-material/FlightLand'
import HomeWorkIcon from '@mui/icons-material/HomeWork'
import PetsIcon from '@mui/icons-material/Pets'
import SchoolIcon from '@mui/icons-material/School'
import type { ForumCategory, ForumIcon } from '@/data/community'
import { InfoCard } from '@/design-system'

const icons: Record<ForumIcon, ReactNode> = {
  housing: <HomeWorkIcon fontSize="inherit" />,
  schools: <SchoolIcon fontSize="inherit" />,
  pets: <PetsIcon fontSize="inherit" />,
  vehicles: <DirectionsCarIcon fontSize="inherit" />,
  arrival: <FlightLandIcon fontSize="inherit" />,
  'island-life': <BeachAccessIcon fontSize="inherit" />,
}

export interface ForumCategoryCardProps {
  category: ForumCategory
  onOpen: () => void
}

/** A forum category: icon, title, what it covers, and a Browse button (the forum is a preview). */
export function ForumCategoryCard({ category, onOpen }: ForumCategoryCardProps) {
  return (
    <InfoCard
      title={category.title}
      icon={icons[category.icon]}
      actions={
        <Button variant="outlined" onClick={onOpen} aria-label={`Browse ${category.title}`}>
          Browse
        </Button>
      }
    >
      <Typography color="text.secondary">{category.description}</Typography>
    </InfoCard>
  )
}
