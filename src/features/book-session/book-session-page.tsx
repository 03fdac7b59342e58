import { useMemo, useState } from 'react'
import { ArrowLeftIcon } from 'lucide-react'
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom'
import { Alert } from '@/components/ui/alert'
import { Card, CardContent } from '@/components/ui/card'
import { Spinner } from '@/components/ui/spinner'
import { STATUS } from '@/content/statuses'
import { BOOKING_SLOTS, calendarDayOf, sgtSlotToUtc } from '@/lib/dates'
import { useNow } from '@/lib/use-now'
import { useCurrentUser } from '@/stores/user'
import { FINDER_RETURN_STATE } from '@/lib/finder-return'
import { pickerDateOfDay } from '@/lib/free-hours'
import { BookingRequestedDialog, type RequestedWhat } from './booking-requested-dialog'
import { availabilityOf } from './availability-of'
import { dayHasNoFreeSlot, daySlots, pickedHourOf, type DaySlot } from './booking-slots'
import { BookingSummary } from './booking-summary'
import { BookingTrainerHeader } from './booking-trainer-header'
import { DatePickerField } from './date-picker-field'
import { RescheduleNote } from './reschedule-note'
import { TimeSlotField } from './time-slot-field'
import { VenueField } from './venue-field'
import { whenWhereRules } from './when-where-rules'
import { parseVenues } from '@/lib/venues'
import { fetchSeriesWeeks } from './booking-api'
import { useGymBuddy, useRescheduledBooking, useTakenSlots } from './use-booking-data'
import { useBookingRequest } from './use-booking-request'
import { UsePackageField, useUsablePackage } from '@/components/payments/use-package-field'
import { WeeklySeriesPanel } from './weekly-series-panel'
import { WaitlistHours } from './waitlist-hours'

/** /book-session/{gymBuddyId}; the route guard ensures a user. */
export default function BookSessionPage() {
  const { gymBuddyId = '' } = useParams()
  const rescheduleOf = useSearchParams()[0].get('reschedule')
  const navigate = useNavigate()
  const userId = useCurrentUser()?.id ?? ''
  const target = useGymBuddy(gymBuddyId)
  const moving = useRescheduledBooking(rescheduleOf)
  const now = useNow()
  const [params] = useSearchParams()
  const picked = pickedHourOf(params.get('at'))
  // An hour picked elsewhere (`?at=`), else the finder's "Free on" day (`?day=`), opens the picker.
  const [date, setDate] = useState<Date | undefined>(
    () => picked?.pickerDate ?? pickerDateOfDay(params.get('day'), now) ?? undefined,
  )
  const [slot, setSlot] = useState(picked?.slot ?? '')
  const [chosenVenue, setVenue] = useState('')
  const [purchase, setPurchase] = useState('')
  const usable = useUsablePackage(gymBuddyId)
  // The series' bookings close its slot on this screen at once: the dialog lives here, not in the panel.
  const [seriesWeeks, setSeriesWeeks] = useState<string[] | null>(null)
  // "Repeat weekly" on: the series panel's button is the one send action (no single request).
  const [repeat, setRepeat] = useState(false)
  const day = useMemo(() => (date ? calendarDayOf(date) : null), [date])
  const taken = useTakenSlots(gymBuddyId, userId)
  const profile = target.status === 'loaded' ? target.buddy.expand?.trainer_profile : undefined
  const venues = useMemo(() => parseVenues(profile?.venues), [profile])
  // A reschedule starts at the venue of the session it moves.
  const venue = chosenVenue || moving?.venue || ''
  // A request names a venue when the trainer lists any.
  const atVenue = Boolean(venue) || venues.length === 0
  const rules = useMemo(
    () => ({
      ...taken,
      availability: availabilityOf(profile),
      ...whenWhereRules(profile, venue, taken.sessions),
    }),
    [taken, profile, venue],
  )
  const booking = useBookingRequest(gymBuddyId, userId, rescheduleOf ?? undefined)

  // A move reads as a move ("Move your session", "Move requested"), never as a new booking.
  const heading = rescheduleOf ? 'Move your session' : 'Book a Session'
  const requestedWhat: RequestedWhat = seriesWeeks
    ? { kind: 'series', weeks: seriesWeeks }
    : rescheduleOf
      ? { kind: 'move', standing: moving?.status === STATUS.confirmed }
      : { kind: 'booking' }

  // Without a day every slot is offered; a slot the new day lacks (or greys) counts as not chosen.
  const slots: DaySlot[] = day
    ? daySlots(day, now, rules)
    : BOOKING_SLOTS.map((free) => ({ slot: free }))
  const chosenSlot = slots.some((entry) => entry.slot === slot && !entry.closedReason) ? slot : ''

  return (
    <div className="mx-auto max-w-2xl space-y-6 px-4 py-8 sm:px-6 sm:py-10">
      <title>{`${heading} · GymBuddy`}</title>
      <Link
        to={rescheduleOf ? '/user/bookings' : '/find-gym-buddy'}
        state={rescheduleOf ? undefined : FINDER_RETURN_STATE}
        className="inline-flex items-center gap-1 rounded-md text-sm font-medium text-primary underline-offset-4 hover:underline"
      >
        <ArrowLeftIcon className="size-4" aria-hidden="true" />
        {rescheduleOf ? 'Back to My Bookings' : 'Back to gym buddies'}
      </Link>
      <h1 className="text-3xl font-bold tracking-tight">{heading}</h1>
      {target.status === 'loading' && <Spinner />}
      {target.status === 'not-found' && (
        <Alert>
          This gym buddy could not be found.{' '}
          <Link to="/find-gym-buddy" className="font-medium text-primary underline">
            Browse gym buddies
          </Link>
        </Alert>
      )}
      {target.status === 'loaded' && (
        <>
          <Card>
            <CardContent className="space-y-6 px-4 pt-6 pb-4 sm:px-6 sm:pb-6">
              <BookingTrainerHeader buddy={target.buddy} moving={Boolean(rescheduleOf)} />
              {moving && <RescheduleNote booking={moving} />}
              {gymBuddyId === userId ? (
                <Alert>This is your own profile: choose another gym buddy to book.</Alert>
              ) : (
                // minmax(0, 1fr): a long date never widens the page past a 320 px screen.
                <div className="grid grid-cols-[minmax(0,1fr)] gap-4 sm:grid-cols-2">
                  <VenueField venues={venues} value={venue} onChange={setVenue} />
                  <DatePickerField
                    value={date}
                    now={now}
                    isDayClosed={(pickerDate) => dayHasNoFreeSlot(pickerDate, now, rules)}
                    onChange={(next) => {
                      setDate(next)
                      booking.clearError()
                    }}
                  />
                  <TimeSlotField
                    slots={slots}
                    value={chosenSlot}
                    onChange={(next) => {
                      setSlot(next)
                      booking.clearError()
                    }}
                  />
                  {/* With the fields it applies to: the card is the whole request. */}
                  <UsePackageField
                    usable={usable}
                    value={purchase}
                    onChange={setPurchase}
                    defaultOn={!rescheduleOf}
                    className="sm:col-span-2"
                  />
                  {day && (
                    <WaitlistHours
                      gymBuddyId={gymBuddyId}
                      userId={userId}
                      day={day}
                      now={now}
                      rules={rules}
                    />
                  )}
                </div>
              )}
            </CardContent>
          </Card>
          {/* "Repeat weekly" comes before the send button, whichever card holds it. */}
          {day && chosenSlot && atVenue && gymBuddyId !== userId && !rescheduleOf && (
            <WeeklySeriesPanel
              policy={profile}
              gymBuddy={gymBuddyId}
              booker={userId}
              at={sgtSlotToUtc(day, chosenSlot)}
              venue={venue}
              repeat={repeat}
              onRepeatChange={setRepeat}
              rate={profile?.rate ?? 0}
              purchase={purchase}
              packageCredits={usable?.remaining ?? 0}
              onRequested={(series) =>
                void fetchSeriesWeeks(series.id).then(setSeriesWeeks, () => setSeriesWeeks([]))
              }
            />
          )}
          {day && chosenSlot && atVenue && !repeat && gymBuddyId !== userId && (
            <BookingSummary
              trainerName={target.buddy.name || target.buddy.email}
              rate={profile?.rate}
              region={profile?.preferredLocation || undefined}
              venue={venue || undefined}
              at={sgtSlotToUtc(day, chosenSlot)}
              busy={booking.busy}
              error={booking.error}
              moving={Boolean(rescheduleOf)}
              credit={Boolean(purchase)}
              policy={profile}
              onRequest={() =>
                void booking.request(day, chosenSlot, venue || undefined, purchase || undefined)
              }
            />
          )}
        </>
      )}
      <BookingRequestedDialog
        open={booking.requested || seriesWeeks !== null}
        what={requestedWhat}
        onDone={() => void navigate('/user/bookings')}
      />
    </div>
  )
}
