import { CONTACT_EMAIL } from './contact-email'
import { LegalPage } from './legal-document'

/** /contact: one address for questions, data requests and reports. */
export default function ContactPage() {
  return (
    <LegalPage
      title="Contact"
      intro="Questions, feedback or a problem with a session? Write to us."
    >
      <section>
        <h2>Email</h2>
        <p>
          <a
            className="font-medium text-primary underline underline-offset-4"
            href={`mailto:${CONTACT_EMAIL}`}
          >
            {CONTACT_EMAIL}
          </a>
        </p>
        <p>We answer within two working days (Singapore time).</p>
      </section>
      <section>
        <h2>What to include</h2>
        <ul>
          <li>The email address of your GymBuddy account.</li>
          <li>For a session: the trainer&apos;s name and the session&apos;s date and time.</li>
          <li>For a copy or the deletion of your data: say so, and we will confirm by email.</li>
        </ul>
      </section>
    </LegalPage>
  )
}
