import type * as React from 'react'
import { Select, SelectOptions, SelectTrigger, SelectValue } from '@/components/ui/select'

/** A Radix select over one of the spec's option lists; its FormControl labels the trigger. */
export function OptionSelect({
  value,
  options,
  onChange,
  ...trigger
}: Omit<React.ComponentProps<typeof SelectTrigger>, 'onChange'> & {
  value: string
  options: readonly string[]
  onChange: (value: string) => void
}) {
  return (
    <Select value={value} onValueChange={onChange}>
      <SelectTrigger {...trigger}>
        <SelectValue placeholder="Select..." />
      </SelectTrigger>
      <SelectOptions options={options} />
    </Select>
  )
}
