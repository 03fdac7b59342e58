import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardHeader } from '@/components/ui/card'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { ALL_PLACES } from '@/content/sg-places'
import { MAX_VENUES, type Venue } from '@/content/when-where'
import { describeError } from '@/lib/errors'
import { toast } from '@/lib/toast'
import type { TrainerProfileRecord } from '@/lib/types'
import { useLiveQuery } from '@/lib/use-live-query'
import { findTrainerProfile } from '@/lib/profiles'
import { parseVenues } from '@/lib/venues'
import { saveVenuesAndWhatsapp } from './profiles-api'
import { VenueRow } from './venue-row'
import { EMPTY_VENUE, venuesProblem } from './venues-logic'

function VenuesForm({ profile }: { profile: TrainerProfileRecord }) {
  const [venues, setVenues] = useState<Venue[]>(() => parseVenues(profile.venues))
  const [whatsapp, setWhatsapp] = useState(profile.whatsapp ?? '')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)

  async function save() {
    const problem = venuesProblem(venues)
    setError(problem)
    if (problem) return
    setBusy(true)
    try {
      const saved = await saveVenuesAndWhatsapp(profile.id, venues, whatsapp)
      setVenues(parseVenues(saved.venues))
      setWhatsapp(saved.whatsapp ?? whatsapp)
      toast.success('Venues saved.')
    } catch (failure) {
      console.error('Failed to save venues', failure)
      setError(describeError(failure, 'Failed to save your venues. Please try again.'))
    } finally {
      setBusy(false)
    }
  }

  const change = (index: number, venue: Venue) =>
    setVenues((list) => list.map((old, at) => (at === index ? venue : old)))
  return (
    <CardContent className="grid gap-4">
      {/* The place table, suggested in every venue's Place box as the trainer types. */}
      <datalist id="venue-places">
        {ALL_PLACES.map((place) => (
          <option key={place} value={place} />
        ))}
      </datalist>
      <ul className="grid gap-3" aria-label="Venues">
        {venues.map((venue, index) => (
          <VenueRow
            key={index}
            index={index}
            venue={venue}
            onChange={(next) => change(index, next)}
            onRemove={() => setVenues((list) => list.filter((_, at) => at !== index))}
          />
        ))}
      </ul>
      {venues.length < MAX_VENUES && (
        <Button
          type="button"
          variant="outline"
          className="justify-self-start"
          onClick={() => setVenues((list) => [...list, EMPTY_VENUE])}
        >
          Add a venue
        </Button>
      )}
      <div className="grid gap-2 sm:max-w-xs">
        <Label htmlFor="trainer-whatsapp">WhatsApp number (optional)</Label>
        <Input
          id="trainer-whatsapp"
          type="tel"
          value={whatsapp}
          placeholder="+65 9123 4567"
          aria-describedby="trainer-whatsapp-hint"
          onChange={(event) => setWhatsapp(event.target.value)}
        />
        <p id="trainer-whatsapp-hint" className="text-xs text-muted-foreground">
          Shown only to clients with a confirmed session with you still ahead.
        </p>
      </div>
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      <Button
        type="button"
        disabled={busy}
        className="justify-self-start"
        onClick={() => void save()}
      >
        {busy ? 'Saving...' : 'Save venues'}
      </Button>
    </CardContent>
  )
}

/** Where the trainer meets clients (clients choose one when they book), and their WhatsApp. */
export function VenuesCard({ userId }: { userId: string }) {
  const { data: profile } = useLiveQuery(() => findTrainerProfile(userId), { key: userId })
  if (!profile) return null
  return (
    <Card className="mx-auto w-full max-w-2xl">
      <CardHeader className="gap-1">
        <h2 className="text-lg font-semibold">Venues</h2>
        <p className="text-sm text-muted-foreground">
          Where you train clients: up to {MAX_VENUES}. Clients choose one when they book.
        </p>
      </CardHeader>
      <VenuesForm key={profile.id} profile={profile} />
    </Card>
  )
}
