// The versions members agree to, read from the one file the server reads too
// (pb_hooks/lib/privacy/consent_versions.json): a new terms text gets a new `terms` date there, and every
// signed-in member is then asked once to accept it. Also the health consent's words.
import versions from '../../pb_hooks/lib/privacy/consent_versions.json' with { type: 'json' }

export const CONSENT_VERSIONS: Readonly<{ terms: string; health: string }> = versions

/** The fitness profile form's consent tick box; `required` is the server's refusal, word for word. */
export const HEALTH_CONSENT = {
  label:
    'I agree that GymBuddy keeps my fitness profile, including any health notes, and shows it to the trainers I book.',
  hint: 'Shared only while a booking is open and for 30 days after the session. You can remove it any time on Privacy & data.',
  required: 'Please agree to how your fitness profile is kept and shared.',
} as const
