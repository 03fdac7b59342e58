import { useId, useState, type FormEvent } from 'react'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'

/** A "Rate on request" trainer sets the agreed price of a confirmed session, once. */
export function SetPriceForm({ busy, onSet }: { busy: boolean; onSet: (price: number) => void }) {
  const [value, setValue] = useState('')
  const id = useId()
  function submit(event: FormEvent) {
    event.preventDefault()
    const price = Number(value)
    if (price > 0) onSet(price)
  }
  return (
    <form onSubmit={submit} className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm">
        Price (S$)
      </label>
      <Input
        id={id}
        type="number"
        min={1}
        step="0.01"
        className="h-9 w-24"
        value={value}
        onChange={(e) => setValue(e.target.value)}
        required
      />
      <Button type="submit" size="sm" variant="outline" disabled={busy}>
        Set price
      </Button>
    </form>
  )
}
