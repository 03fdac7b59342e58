import { Link } from 'react-router-dom'
import { CONTACT_EMAIL } from './contact-email'
import { LegalPage } from './legal-page'

/** /privacy: what we store and why (README "Your data"). */
export default function PrivacyPage() {
  return (
    <LegalPage
      title="Privacy Policy"
      intro="What GymBuddy stores about you, why, and who can see it."
    >
      <section>
        <h2>What we store and why</h2>
        <ul>
          <li>
            <strong>Your account</strong> (name, email, a hash of your password, your photo if you
            add one): to sign you in and to show others who they are training or chatting with.
          </li>
          <li>
            <strong>Your fitness profile</strong> (goals, experience level, preferred location and
            any additional information such as injuries): to recommend trainers who suit you. Only
            you can read it.
          </li>
          <li>
            <strong>A trainer profile</strong> (specializations, experience, location, rate, about
            me, certifications): shown to everyone on Find Gym Buddy, so clients can choose. A
            trainer&apos;s email appears on the card only if the trainer chooses to show it.
          </li>
          <li>
            <strong>Bookings</strong> (trainer, client, date and time, status, a reason when one is
            given): to run the booking, the schedule and your dashboard figures. Only the two people
            in a booking can see it.
          </li>
          <li>
            <strong>Chats and messages</strong>: so the two people in a chat can talk. Nobody else
            can read them.
          </li>
          <li>
            <strong>Logs of refused or failed requests</strong> (address, time, what was refused):
            to protect accounts from abuse. Successful requests are not logged.
          </li>
        </ul>
      </section>
      <section>
        <h2>Where it is kept</h2>
        <p>
          Everything is stored on our own server. A backup is made every night and the newest 14 are
          kept; they are as private as the data itself. We do not sell your data or use it for
          advertising.
        </p>
      </section>
      <section>
        <h2>Your choices</h2>
        <p>
          You can change your profiles at any time in the app. For a copy of your data, or to delete
          your account, write to{' '}
          <a className="text-primary underline underline-offset-4" href={`mailto:${CONTACT_EMAIL}`}>
            {CONTACT_EMAIL}
          </a>{' '}
          or see{' '}
          <Link className="text-primary underline underline-offset-4" to="/contact">
            Contact
          </Link>
          .
        </p>
      </section>
    </LegalPage>
  )
}
