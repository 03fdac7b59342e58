import { Link } from 'react-router-dom'
import { FIRST_SLOT_HOUR, LAST_SLOT_HOUR } from '@/lib/dates'
import { LegalPage } from './legal-document'

const clock = (hour: number) => `${String(hour).padStart(2, '0')}:00`

/** /terms: how booking and cancelling work, in short. */
export default function TermsPage() {
  return (
    <LegalPage
      title="Terms of Service"
      intro="The few rules that keep sessions fair for clients and trainers."
    >
      <section>
        <h2>Your account</h2>
        <p>
          Use your real name and an email address you read. Keep your password to yourself: you are
          responsible for what is done with your account.
        </p>
      </section>
      <section>
        <h2>Booking a session</h2>
        <ul>
          <li>
            Sessions are one hour and start between {clock(FIRST_SLOT_HOUR)} and{' '}
            {clock(LAST_SLOT_HOUR)} Singapore time: the last one ends at {clock(LAST_SLOT_HOUR + 1)}
            .
          </li>
          <li>
            A request is only a request until the trainer confirms it. A request that is not
            answered before its start time expires.
          </li>
          <li>Rates are in SGD per session, as shown on the trainer&apos;s card.</li>
        </ul>
      </section>
      <section>
        <h2>Cancelling</h2>
        <ul>
          <li>You can cancel a request at any time before it starts.</li>
          <li>
            You can cancel a confirmed session up to 12 hours before it starts. Within 12 hours of
            the start it can no longer be cancelled in the app: message your trainer.
          </li>
          <li>A trainer who cancels a confirmed session must give you a reason.</li>
        </ul>
      </section>
      <section>
        <h2>Respect</h2>
        <p>
          Be on time and be kind in chats. We may close accounts that harass others or misuse the
          service. Questions? See{' '}
          <Link className="text-primary underline underline-offset-4" to="/contact">
            Contact
          </Link>
          .
        </p>
      </section>
    </LegalPage>
  )
}
