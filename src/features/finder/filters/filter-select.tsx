import { memo, useCallback, useRef, useState } from 'react'
import { Button } from '@/components/ui/button'
import { Label } from '@/components/ui/label'
import { cn } from '@/lib/utils'
import { SelectStandIn } from './filter-select-stand-in'

type RadixModule = typeof import('./filter-select-radix')

// Shared by both filter selects: once loaded, every select renders the real one at once.
let loaded: RadixModule | null = null
let loading: Promise<RadixModule> | null = null

function loadRadix(): Promise<RadixModule> {
  loading ??= import('./filter-select-radix').then((module) => (loaded = module))
  return loading
}

/** A Radix select with a Clear button that appears once a value is chosen. Its Radix
 * code loads on the first interaction; until then a look-alike trigger stands in. */
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
  const [radix, setRadix] = useState<RadixModule | null>(loaded)
  const [open, setOpen] = useState(false)
  const [focusOnMount, setFocusOnMount] = useState(false)
  const load = useCallback(() => {
    void loadRadix().then((module) => {
      setFocusOnMount(document.activeElement === triggerRef.current)
      setRadix(module)
    })
  }, [])
  const openWhenLoaded = useCallback(() => {
    setOpen(true)
    load()
  }, [load])
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
        {radix ? (
          <radix.RadixFilterSelect
            id={id}
            placeholder={placeholder}
            options={options}
            value={value}
            onChange={onChange}
            open={open}
            onOpenChange={setOpen}
            triggerRef={triggerRef}
            focusOnMount={focusOnMount}
          />
        ) : (
          <SelectStandIn
            id={id}
            placeholder={placeholder}
            value={value}
            triggerRef={triggerRef}
            onLoad={load}
            onOpen={openWhenLoaded}
          />
        )}
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
