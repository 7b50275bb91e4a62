import {
  cloneElement,
  startTransition,
  useEffect,
  useRef,
  useState,
  type ReactElement,
  type Ref,
} from 'react'
import type MuiTooltip from '@mui/material/Tooltip'
import type { TooltipProps } from '@mui/material/Tooltip'
import { useForkRef } from '@mui/material/utils'
import { loadOnce } from '@/lib/load-once'
import { whenIdle } from '../utils'

type TooltipComponent = typeof MuiTooltip

// Offline: a failed load is tried again on the next mount.
const loadTooltip = loadOnce(() => import('@mui/material/Tooltip').then((module) => module.default))

let wanted: Promise<void> | undefined
/**
 * Resolves once the visitor moves a mouse or pen, or presses Tab: a tooltip opens on hover or
 * keyboard focus, so a touch screen never needs its code, and nobody pays for it at startup.
 */
function tooltipsWanted(): Promise<void> {
  wanted ??= new Promise((resolve) => {
    const options = { capture: true, passive: true }
    const done = () => {
      window.removeEventListener('pointermove', onPointer, options)
      window.removeEventListener('keydown', onKey, options)
      resolve()
    }
    const onPointer = (event: PointerEvent) => event.pointerType !== 'touch' && done()
    const onKey = (event: KeyboardEvent) => event.key === 'Tab' && done()
    window.addEventListener('pointermove', onPointer, options)
    window.addEventListener('keydown', onKey, options)
  })
  return wanted
}

/**
 * MUI's Tooltip (with Popper, 13 KB), loaded when the browser is idle after the first mouse move
 * or Tab press; it opens only after a 700 ms hover. Until it arrives the child renders alone.
 * Wrapping the child remounts it, so a child that has focus when the Tooltip arrives is wrapped
 * on blur.
 */
export function DeferredTooltip({
  children,
  ...props
}: Omit<TooltipProps, 'children'> & {
  children: ReactElement
}) {
  const [Tooltip, setTooltip] = useState(loadTooltip.loaded)
  const anchor = useRef<HTMLElement>(null)
  const childRef = (children.props as { ref?: Ref<HTMLElement> }).ref
  const ref = useForkRef(anchor, childRef)

  useEffect(() => {
    if (Tooltip) return
    let cancelled = false
    let cancelLoad = () => {}
    // A transition: React renders the wrapped child in slices, not in one long task.
    const wrap = (component: TooltipComponent) => {
      if (!cancelled) startTransition(() => setTooltip(() => component))
    }
    const load = () =>
      loadTooltip().then(
        (component) => {
          const node = anchor.current
          if (node?.contains(document.activeElement)) {
            node.addEventListener('focusout', () => wrap(component), { once: true })
          } else wrap(component)
        },
        () => undefined, // without the Tooltip the child still works; its name is its label
      )
    void tooltipsWanted().then(() => {
      if (!cancelled) cancelLoad = whenIdle(() => void load())
    })
    return () => {
      cancelled = true
      cancelLoad()
    }
  }, [Tooltip])

  if (!Tooltip) return cloneElement(children as ReactElement<{ ref?: Ref<HTMLElement> }>, { ref })
  return <Tooltip {...props}>{children}</Tooltip>
}
