import { memo, useState, type ComponentType } from 'react'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'

/**
 * A filter text box that owns what is typed; the new text reaches the page (and the list) in the
 * same render, so the box and the list change in one frame. The page remounts it (key) to clear it.
 */
export const FilterTextInput = memo(function FilterTextInput({
  id,
  label,
  icon: Icon,
  placeholder,
  type,
  initialValue = '',
  maxLength,
  onValueChange,
}: {
  id: string
  label: string
  icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean | 'true' }>
  placeholder: string
  type?: 'search'
  /** The text it starts with (a restored search); later changes are ignored. */
  initialValue?: string
  /** The server's bound for this filter (it refuses longer text). */
  maxLength?: number
  onValueChange: (value: string) => void
}) {
  const [text, setText] = useState(initialValue)
  return (
    <div className="space-y-2">
      <Label htmlFor={id}>{label}</Label>
      <div className="relative">
        <Icon
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden="true"
        />
        <Input
          id={id}
          type={type}
          className="pl-9"
          placeholder={placeholder}
          value={text}
          maxLength={maxLength}
          onChange={(event) => {
            const value = event.target.value
            setText(value)
            onValueChange(value)
          }}
        />
      </div>
    </div>
  )
})
