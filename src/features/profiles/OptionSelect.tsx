import { Select, SelectOptions, SelectTrigger, SelectValue } from '@/components/ui/select'
import type { ControlProps } from './FormField'

/** A Radix select over one of the spec's option lists, labelled by its FormField. */
export function OptionSelect({
  control,
  value,
  options,
  onChange,
}: {
  control: ControlProps
  value: string
  options: readonly string[]
  onChange: (value: string) => void
}) {
  return (
    <Select value={value} onValueChange={onChange}>
      <SelectTrigger {...control}>
        <SelectValue placeholder="Select..." />
      </SelectTrigger>
      <SelectOptions options={options} />
    </Select>
  )
}
