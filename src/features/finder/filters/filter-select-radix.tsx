// The filter select's Radix part, loaded on the first interaction with its trigger
// (filter-select.tsx): the finder's first load carries none of Radix Select's code.
import { useEffect, type RefObject } from 'react'
import { Select, SelectOptions, SelectTrigger, SelectValue } from '@/components/ui/select'

/** @public Used through the dynamic import in filter-select.tsx (knip cannot follow it). */
export function RadixFilterSelect({
  id,
  placeholder,
  options,
  value,
  onChange,
  open,
  onOpenChange,
  triggerRef,
  focusOnMount,
}: {
  id: string
  placeholder: string
  options: readonly string[]
  value: string
  onChange: (value: string) => void
  open: boolean
  onOpenChange: (open: boolean) => void
  triggerRef: RefObject<HTMLButtonElement | null>
  /** The stand-in had keyboard focus: the real trigger takes it over. */
  focusOnMount: boolean
}) {
  useEffect(() => {
    if (focusOnMount) triggerRef.current?.focus()
    // Once, when this replaces the stand-in.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  return (
    <Select value={value} onValueChange={onChange} open={open} onOpenChange={onOpenChange}>
      <SelectTrigger id={id} ref={triggerRef} className="min-w-0 flex-1">
        <SelectValue placeholder={placeholder} />
      </SelectTrigger>
      <SelectOptions options={options} />
    </Select>
  )
}
