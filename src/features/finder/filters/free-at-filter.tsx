import { memo, useCallback, useMemo } from 'react'
import { useNow } from '@/lib/use-now'
import { FilterSelect } from './filter-select'
import { freeDayOptions, PART_LABELS, partKeyOf, partLabelOf } from './free-at-options'

/** "Free on" a day in the next 14 and a "Part of day": trainers with a requestable hour then. */
export const FreeAtFilter = memo(function FreeAtFilter({
  freeDay,
  freePart,
  onChange,
}: {
  freeDay: string
  freePart: string
  onChange: (patch: { freeDay?: string; freePart?: string }) => void
}) {
  const now = useNow()
  const days = useMemo(() => freeDayOptions(now), [now])
  const labels = useMemo(() => days.map((day) => day.label), [days])
  const dayLabel = days.find((day) => day.iso === freeDay)?.label ?? ''
  const setDay = useCallback(
    (label: string) => {
      const iso = days.find((day) => day.label === label)?.iso ?? ''
      onChange(iso ? { freeDay: iso } : { freeDay: '', freePart: '' })
    },
    [days, onChange],
  )
  const setPart = useCallback(
    (label: string) => onChange({ freePart: partKeyOf(label) }),
    [onChange],
  )
  return (
    <>
      <FilterSelect
        id="finder-free-day"
        label="Free on"
        placeholder="Any day"
        options={labels}
        value={dayLabel}
        onChange={setDay}
      />
      {freeDay && (
        <FilterSelect
          id="finder-free-part"
          label="Part of day"
          placeholder="Any time"
          options={PART_LABELS}
          value={partLabelOf(freePart)}
          onChange={setPart}
        />
      )}
    </>
  )
})
