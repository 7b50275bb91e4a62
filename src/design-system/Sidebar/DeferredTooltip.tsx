import { cloneElement, useEffect, useRef, useState, type ReactElement, type Ref } from 'react'
import type MuiTooltip from '@mui/material/Tooltip'
import type { TooltipProps } from '@mui/material/Tooltip'
import { useForkRef } from '@mui/material/utils'
import { whenIdle } from '../utils'

type TooltipComponent = typeof MuiTooltip

let Loaded: TooltipComponent | undefined
let loading: Promise<TooltipComponent> | undefined
function loadTooltip(): Promise<TooltipComponent> {
  loading ??= import('@mui/material/Tooltip').then(
    (module) => (Loaded = module.default),
    (error: unknown) => {
      loading = undefined // offline: try again on the next mount
      throw error
    },
  )
  return loading
}

/**
 * MUI's Tooltip, loaded once the page has settled: it opens only after a 700 ms hover, and with
 * Popper it is 13 KB of the first load. Until it arrives the child renders alone. Wrapping the
 * child remounts it, so a child that has focus when the Tooltip arrives is wrapped on blur.
 */
export function DeferredTooltip({
  children,
  ...props
}: Omit<TooltipProps, 'children'> & {
  children: ReactElement
}) {
  const [Tooltip, setTooltip] = useState(() => Loaded)
  const anchor = useRef<HTMLElement>(null)
  const childRef = (children.props as { ref?: Ref<HTMLElement> }).ref
  const ref = useForkRef(anchor, childRef)

  useEffect(() => {
    if (Tooltip) return
    let cancelled = false
    const cancelLoad = whenIdle(() => {
      void loadTooltip().then(
        (component) => {
          const node = anchor.current
          const wrap = () => {
            if (!cancelled) setTooltip(() => component)
          }
          if (node?.contains(document.activeElement)) {
            node.addEventListener('focusout', wrap, { once: true })
          } else wrap()
        },
        () => undefined,
      ) // without the Tooltip the child still works; its name is its label
    })
    return () => {
      cancelled = true
      cancelLoad()
    }
  }, [Tooltip])

  if (!Tooltip) return cloneElement(children as ReactElement<{ ref?: Ref<HTMLElement> }>, { ref })
  return <Tooltip {...props}>{children}</Tooltip>
}
