import { useCallback, useState, type FormEvent } from 'react'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { BOOKING_RULES } from '@/content/booking-rules'
import { describeError } from '@/lib/errors'
import { createPackage, loadPackages, setPackageActive } from '@/lib/payments'
import { packageSummary } from '@/lib/payment-words'
import { toast } from '@/lib/toast'
import { useLiveQuery } from '@/lib/use-live-query'

const LIMITS = BOOKING_RULES.payments

/** The trainer's packages: create one, pause or offer it again. */
export function PackagesEditor({ me }: { me: string }) {
  const load = useCallback(() => loadPackages(me), [me])
  const { data: packages = [], reload } = useLiveQuery(load, { key: me })
  // Nothing chosen for the trainer: the examples are placeholders, not answers.
  const [form, setForm] = useState({ name: '', sessions: '', price: '', validDays: '' })
  const [busy, setBusy] = useState(false)

  async function run(action: () => Promise<unknown>, done: string) {
    setBusy(true)
    try {
      await action()
      toast.success(done)
      reload()
    } catch (failure) {
      toast.error(describeError(failure))
    } finally {
      setBusy(false)
    }
  }

  function create(event: FormEvent) {
    event.preventDefault()
    const input = {
      name: form.name,
      sessions: Number(form.sessions),
      price: Number(form.price),
      validDays: Number(form.validDays),
    }
    void run(() => createPackage(me, input), 'Package created.')
  }

  const field = (key: keyof typeof form, label: string, props: Record<string, unknown> = {}) => (
    <div className="grid gap-1">
      <Label htmlFor={`package-${key}`}>{label}</Label>
      <Input
        id={`package-${key}`}
        value={form[key]}
        onChange={(e) => setForm({ ...form, [key]: e.target.value })}
        required
        {...props}
      />
    </div>
  )

  return (
    <div className="space-y-4">
      <ul className="grid gap-2">
        {packages.map((pkg) => (
          <li key={pkg.id} className="flex flex-wrap items-center gap-3 rounded-lg border p-3">
            <span className="font-medium">{pkg.name}</span>
            <span className="text-sm text-muted-foreground">{packageSummary(pkg)}</span>
            <span className="text-sm">{pkg.active ? 'On offer' : 'Paused'}</span>
            <Button
              size="sm"
              variant="outline"
              disabled={busy}
              onClick={() =>
                void run(
                  () => setPackageActive(pkg.id, !pkg.active),
                  pkg.active ? 'Package paused.' : 'Package on offer again.',
                )
              }
            >
              {pkg.active ? 'Pause' : 'Offer again'}
            </Button>
          </li>
        ))}
      </ul>
      <form onSubmit={create} className="grid gap-3 sm:grid-cols-5 sm:items-end">
        {field('name', 'Package name', { maxLength: 80, placeholder: 'e.g. 10 sessions' })}
        {field('sessions', 'Sessions', {
          type: 'number',
          placeholder: 'e.g. 10',
          min: LIMITS.packageSessions.min,
          max: LIMITS.packageSessions.max,
        })}
        {field('price', 'Price (S$)', {
          type: 'number',
          min: 1,
          step: '0.01',
          placeholder: 'e.g. 600',
        })}
        {field('validDays', 'Valid for (days)', {
          type: 'number',
          placeholder: 'e.g. 90',
          min: LIMITS.packageValidDays.min,
          max: LIMITS.packageValidDays.max,
        })}
        <Button type="submit" disabled={busy}>
          Create package
        </Button>
      </form>
    </div>
  )
}
