import { PageHeader } from '@/design-system'
import { lazyBlock } from '@/lib/lazy-block'

// The list's code (TanStack Query, the date field, the plan) loads after the page's; see
// lazyBlock.
const ChecklistBody = lazyBlock(() =>
  import('../components/ChecklistBody').then((m) => m.ChecklistBody),
)

/** The 20-step Hawaii PCS checklist; saved for signed-in visitors, local for others. */
export function ChecklistPage() {
  return (
    <>
      <PageHeader
        eyebrow="PCS toolkit"
        title="Hawaii PCS checklist"
        lead="Twenty steps for a move to Hawaii, roughly in the order you will need them. Tick each one as you finish it."
      />
      <ChecklistBody />
    </>
  )
}

export default ChecklistPage
