import { memo, useRef } from 'react'
import { Button } from '@/components/ui/button'
import { Label } from '@/components/ui/label'
import { Select, SelectOptions, SelectTrigger, SelectValue } from '@/components/ui/select'
import { cn } from '@/lib/utils'

/** A Radix select with a Clear button that appears once a value is chosen. */
export const FilterSelect = memo(function FilterSelect({
  id,
  label,
  placeholder,
  options,
  value,
  onChange,
  clearable = true,
  className,
}: {
  id: string
  label: string
  placeholder: string
  options: readonly string[]
  value: string
  onChange: (value: string) => void
  /** Offers Clear once a value is chosen (an order always has one: not clearable). */
  clearable?: boolean
  className?: string
}) {
  const triggerRef = useRef<HTMLButtonElement>(null)
  return (
    <div
      role="group"
      aria-labelledby={`${id}-label`}
      className={cn('relative space-y-2', className)}
    >
      <Label id={`${id}-label`} htmlFor={id}>
        {label}
      </Label>
      <div className="flex">
        <Select value={value} onValueChange={onChange}>
          <SelectTrigger id={id} ref={triggerRef} className="min-w-0 flex-1">
            <SelectValue placeholder={placeholder} />
          </SelectTrigger>
          <SelectOptions options={options} />
        </Select>
        {/* Beside the label, so the select keeps its whole width for the value; after the select
          in the page, so Tab goes from the select to it. */}
        {clearable && value && (
          <Button
            variant="link"
            size="sm"
            className="absolute top-0 right-0 h-3.5 p-0 leading-none"
            onClick={() => {
              onChange('')
              // The button disappears with the value: keep keyboard focus on the select.
              triggerRef.current?.focus()
            }}
          >
            Clear
          </Button>
        )}
      </div>
    </div>
  )
})
