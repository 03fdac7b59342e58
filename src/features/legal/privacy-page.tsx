import { Link } from 'react-router-dom'
import { PRIVACY_RULES } from '@/content/privacy-rules'
import { CONTACT_EMAIL } from './contact-email'
import { LegalPage } from './legal-document'

const LINK = 'text-primary underline underline-offset-4'

/** /privacy: what we hold, who can see it and for how long (one row per kind, PRIVACY_RULES). */
export default function PrivacyPage() {
  return (
    <LegalPage
      title="Privacy Policy"
      intro="What GymBuddy holds about you, why, who can see it and how long it is kept."
    >
      <section>
        <h2>Why we hold it</h2>
        <p>
          To sign you in, to match clients with trainers, to run bookings, chats and reviews, to
          send you the notices you asked for, and to protect accounts from abuse. We do not sell
          your data or use it for advertising.
        </p>
      </section>
      <section>
        <h2>What we hold, who can see it, how long it is kept</h2>
        <ul className="space-y-3">
          {PRIVACY_RULES.map((rule) => (
            <li key={rule.id}>
              <strong>{rule.what}.</strong>{' '}
              <span className="block">Who can see it: {rule.whoCanSee}</span>
              <span className="block">How long it is kept: {rule.keptFor}</span>
            </li>
          ))}
        </ul>
      </section>
      <section>
        <h2>Where it is kept</h2>
        <p>
          Everything is stored on our own server. A backup is made every night and the newest 14 are
          kept; they are as private as the data itself.
        </p>
      </section>
      <section>
        <h2>Your copy, and closing your account</h2>
        <p>
          You can change your profiles at any time in the app. On{' '}
          <Link className={LINK} to="/user/privacy">
            Privacy &amp; data
          </Link>{' '}
          (in the user menu once signed in) you can see which trainers were shown your fitness
          profile and on which day, download a copy of everything we hold about you, and delete your
          account.
        </p>
      </section>
      <section>
        <h2>Data protection contact</h2>
        <p>
          For any question about your personal data, how it was used or to whom it was disclosed,
          write to our data protection contact at{' '}
          <a className={LINK} href={`mailto:${CONTACT_EMAIL}`}>
            {CONTACT_EMAIL}
          </a>{' '}
          (or see{' '}
          <Link className={LINK} to="/contact">
            Contact
          </Link>
          ). We answer within 30 days.
        </p>
      </section>
    </LegalPage>
  )
}
