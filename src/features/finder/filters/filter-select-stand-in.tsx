// A select trigger that looks and answers like Radix's (role combobox, its label, Enter, Space and
// the arrow keys open it) but carries no Radix code: the first pointer or keyboard gesture loads
// the real select (filter-select-radix.tsx), which then opens if the gesture asked to open.
import type { KeyboardEvent, PointerEvent, RefObject } from 'react'
import { ChevronDownIcon } from 'lucide-react'
import { SELECT_TRIGGER_CLASS } from '@/components/ui/select-trigger-class'
import { cn } from '@/lib/utils'

/** The keys that open a closed Radix select from its trigger. */
const OPEN_KEYS = new Set([' ', 'Enter', 'ArrowUp', 'ArrowDown'])

export function SelectStandIn({
  id,
  placeholder,
  value,
  triggerRef,
  onLoad,
  onOpen,
}: {
  id: string
  placeholder: string
  value: string
  triggerRef: RefObject<HTMLButtonElement | null>
  /** Start loading the real select (pointer over it, focus). */
  onLoad: () => void
  /** Load it and open it once loaded. */
  onOpen: () => void
}) {
  return (
    <button
      type="button"
      role="combobox"
      id={id}
      ref={triggerRef}
      aria-expanded={false}
      aria-autocomplete="none"
      data-state="closed"
      data-placeholder={value ? undefined : ''}
      data-slot="select-trigger"
      className={cn(SELECT_TRIGGER_CLASS, 'min-w-0 flex-1')}
      onPointerEnter={onLoad}
      onFocus={onLoad}
      onPointerDown={(event: PointerEvent<HTMLButtonElement>) => {
        // As Radix: a primary mouse press opens (touch opens on click).
        if (event.button !== 0 || event.ctrlKey || event.pointerType !== 'mouse') return
        event.preventDefault()
        event.currentTarget.focus()
        onOpen()
      }}
      onClick={onOpen}
      onKeyDown={(event: KeyboardEvent<HTMLButtonElement>) => {
        if (!OPEN_KEYS.has(event.key)) return
        event.preventDefault()
        onOpen()
      }}
    >
      <span style={{ pointerEvents: 'none' }}>{value || placeholder}</span>
      <ChevronDownIcon className="size-4 opacity-50" aria-hidden="true" />
    </button>
  )
}
