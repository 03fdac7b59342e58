import {
  cloneElement,
  useCallback,
  useRef,
  type ComponentProps,
  type ComponentType,
  type PointerEvent,
  type ReactElement,
} from 'react'
import { useModuleAfterFirstPaint } from '@/lib/after-first-paint'

/** What an overlay whose code loads later receives: its state (the caller's) and its trigger. */
export interface OverlayProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The trigger button, for the overlay to wrap (a Radix `Trigger asChild`). */
  trigger: ReactElement<ComponentProps<'button'>>
}

/**
 * A menu, popover or dialog whose code is not part of the screen's first paint: the trigger shows
 * at once, and the overlay's code (Radix, its content) is imported once the page has painted. A
 * click before it is in opens the overlay when it arrives, and a trigger that had focus keeps it
 * when the overlay's own trigger replaces it.
 */
export function DeferredOverlay<P extends object>({
  load,
  props,
  popup,
  open,
  onOpenChange,
  trigger,
}: {
  /** Imports the overlay (its default export takes OverlayProps and `props`); declared once. */
  load: () => Promise<{ default: ComponentType<OverlayProps & P> }>
  props: P
  /** The trigger's aria-haspopup, as the overlay's own trigger will say it. */
  popup: 'menu' | 'dialog'
} & OverlayProps) {
  const Overlay = useModuleAfterFirstPaint(load)?.default
  const focused = useRef(false)
  const keepFocus = useCallback((button: HTMLButtonElement | null) => {
    if (button && focused.current) button.focus()
    focused.current = false
  }, [])

  if (Overlay) {
    return (
      <Overlay
        {...props}
        open={open}
        onOpenChange={onOpenChange}
        trigger={cloneElement(trigger, { ref: keepFocus })}
      />
    )
  }
  return cloneElement(trigger, {
    'aria-haspopup': popup,
    'aria-expanded': open,
    // Pointer down as Radix's menu trigger does: the intent counts even if the overlay's own
    // trigger replaces this one before the click completes.
    onPointerDown: (event: PointerEvent<HTMLButtonElement>) => {
      if (event.button === 0 && !event.ctrlKey) onOpenChange(true)
    },
    onClick: () => onOpenChange(true),
    onFocus: () => (focused.current = true),
    onBlur: () => (focused.current = false),
  })
}
