import { memo, useRef } from 'react'
import { Button } from '@/components/ui/button'
import { Label } from '@/components/ui/label'
import { Select, SelectOptions, SelectTrigger, SelectValue } from '@/components/ui/select'

/** A Radix select with a Clear button that appears once a value is chosen (spec §2). */
export const FilterSelect = memo(function FilterSelect({
  id,
  label,
  placeholder,
  options,
  value,
  onChange,
}: {
  id: string
  label: string
  placeholder: string
  options: readonly string[]
  value: string
  onChange: (value: string) => void
}) {
  const triggerRef = useRef<HTMLButtonElement>(null)
  return (
    <div role="group" aria-labelledby={`${id}-label`} className="space-y-2">
      <Label id={`${id}-label`} htmlFor={id}>
        {label}
      </Label>
      <div className="flex gap-2">
        <Select value={value} onValueChange={onChange}>
          <SelectTrigger id={id} ref={triggerRef} className="min-w-0 flex-1">
            <SelectValue placeholder={placeholder} />
          </SelectTrigger>
          <SelectOptions options={options} />
        </Select>
        {value && (
          <Button
            variant="outline"
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
