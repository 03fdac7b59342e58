import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardHeader } from '@/components/ui/card'
import { Label } from '@/components/ui/label'
import { Select, SelectOptions, SelectTrigger, SelectValue } from '@/components/ui/select'
import { MIN_NOTICE_HOURS_MAX, TRAVEL_GAP_HOURS_MAX } from '@/content/when-where'
import { describeError } from '@/lib/errors'
import { toast } from '@/lib/toast'
import type { TrainerProfileRecord } from '@/lib/types'
import { saveNoticeAndTravel } from './availability-api'

const NOTICE_CHOICES = [0, 1, 2, 3, 6, 12, 24, 48, 72].filter((h) => h <= MIN_NOTICE_HOURS_MAX)
const TRAVEL_CHOICES = Array.from({ length: TRAVEL_GAP_HOURS_MAX + 1 }, (_, hours) => hours)

const hoursText = (hours: number) =>
  hours === 0 ? 'None' : `${hours} hour${hours === 1 ? '' : 's'}`

function HoursSelect({
  id,
  label,
  choices,
  value,
  onChange,
}: {
  id: string
  label: string
  choices: readonly number[]
  value: number
  onChange: (hours: number) => void
}) {
  const options = [...new Set([...choices, value])].sort((a, b) => a - b).map(hoursText)
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Select
        value={hoursText(value)}
        onValueChange={(text) => onChange(text === 'None' ? 0 : Number.parseInt(text, 10))}
      >
        <SelectTrigger id={id}>
          <SelectValue />
        </SelectTrigger>
        <SelectOptions options={options} />
      </Select>
    </div>
  )
}

/** Minimum notice for a request and travel time between sessions at different venues. */
export function NoticeTravelCard({ profile }: { profile: TrainerProfileRecord }) {
  const [notice, setNotice] = useState(profile.minNoticeHours ?? 0)
  const [travel, setTravel] = useState(profile.travelGapHours ?? 0)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)

  async function save() {
    setBusy(true)
    setError(null)
    try {
      await saveNoticeAndTravel(profile.id, notice, travel)
      toast.success('Notice and travel time saved.')
    } catch (failure) {
      console.error('Failed to save notice and travel time', failure)
      setError(describeError(failure, 'Failed to save. Please try again.'))
    } finally {
      setBusy(false)
    }
  }

  return (
    <Card className="mx-auto w-full max-w-3xl">
      <CardHeader className="gap-1">
        <h3 className="text-lg font-semibold">Notice and travel time</h3>
        <p className="text-sm text-muted-foreground">
          Requests must come at least this long before a session; sessions at different venues need
          this much free time between them.
        </p>
      </CardHeader>
      <CardContent className="grid gap-4 sm:grid-cols-2">
        <HoursSelect
          id="min-notice"
          label="Minimum notice"
          choices={NOTICE_CHOICES}
          value={notice}
          onChange={setNotice}
        />
        <HoursSelect
          id="travel-gap"
          label="Travel time between venues"
          choices={TRAVEL_CHOICES}
          value={travel}
          onChange={setTravel}
        />
        {error && (
          <p role="alert" className="text-sm text-destructive sm:col-span-2">
            {error}
          </p>
        )}
        <Button
          type="button"
          onClick={() => void save()}
          disabled={busy}
          className="justify-self-start"
        >
          {busy ? 'Saving...' : 'Save notice and travel time'}
        </Button>
      </CardContent>
    </Card>
  )
}
