import { useCallback, useState, type FormEvent } from 'react'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { describeError, fieldErrorMessages } from '@/lib/errors'
import { savePayNowDetails } from '@/lib/payments'
import { pb } from '@/lib/pocketbase'
import { formatSgMobile, phoneForSaving } from '@/lib/sg-phone'
import { toast } from '@/lib/toast'
import { useLiveQuery } from '@/lib/use-live-query'

/** The trainer's PayNow mobile or UEN and the name clients see: only the trainer reads them. */
export function PayNowDetailsForm({ me }: { me: string }) {
  const load = useCallback(
    () =>
      pb
        .collection('trainer_profiles')
        .getFirstListItem(pb.filter('user = {:me}', { me }), { fields: 'paynowId,paynowName' }),
    [me],
  )
  const { data } = useLiveQuery(load, { key: me })
  if (!data) return null
  return (
    <DetailsForm
      key={data.paynowId}
      id={formatSgMobile(data.paynowId ?? '')}
      name={data.paynowName ?? ''}
    />
  )
}

function DetailsForm({ id, name }: { id: string; name: string }) {
  const [paynowId, setId] = useState(id)
  const [paynowName, setName] = useState(name)
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)

  async function save(event: FormEvent) {
    event.preventDefault()
    setBusy(true)
    setError('')
    try {
      await savePayNowDetails(phoneForSaving(paynowId), paynowName)
      toast.success('PayNow details saved.')
    } catch (failure) {
      setError(fieldErrorMessages(failure).paynowId ?? describeError(failure))
    } finally {
      setBusy(false)
    }
  }

  return (
    <form
      onSubmit={(event) => void save(event)}
      className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
    >
      <div className="grid gap-1">
        <Label htmlFor="paynow-id">PayNow mobile or UEN</Label>
        <Input
          id="paynow-id"
          value={paynowId}
          placeholder="9123 4567"
          onChange={(e) => setId(e.target.value)}
          aria-invalid={!!error}
        />
      </div>
      <div className="grid gap-1">
        <Label htmlFor="paynow-name">Name shown to clients</Label>
        <Input id="paynow-name" value={paynowName} onChange={(e) => setName(e.target.value)} />
      </div>
      <Button type="submit" disabled={busy}>
        Save
      </Button>
      {error && <p className="text-sm text-destructive sm:col-span-3">{error}</p>}
    </form>
  )
}
