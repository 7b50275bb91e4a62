import { HomePage } from '@/features/toolkit/pages/HomePage'
import { lazyBlock } from '@/lib/lazy-block'

// The family's plan is personal and needs the checklist's code: it loads after the page's.
const HomePlanBlock = lazyBlock(() =>
  import('@/features/checklist/components/HomePlan').then((m) => m.HomePlan),
)

/** /: the home page with the family's plan in its slot. */
export default function HomeRoute() {
  return <HomePage plan={<HomePlanBlock />} />
}
