/// <reference path="../pb_data/types.d.ts" />
// Abuse limits: PocketBase's built-in limiter, per client IP, fixed windows of 60 s so
// the UI's "Too many attempts, try again in a minute" is true. The first rule whose label matches
// wins: a request's own tags (users:authWithPassword, users:auth, *:auth, ...) are tried before
// its path, so the catch-all "/api/" only counts what nothing more specific claims.
// Superuser requests are never limited (PocketBase skips them). Reasons: docs/decisions.md.
// Test servers switch the limiter off after start (startTestPocketBase in scripts/lib/pocketbase.ts,
// unless keepRateLimits): their suites sign up hundreds of users from 127.0.0.1.

const MINUTE = 60

const RULES = [
  // Sign-in (password, OAuth2, OTP) on any auth collection, superusers' dashboard login included:
  // 5 tries a minute stops online password guessing yet survives a few typos.
  { label: '*:auth', audience: '', duration: MINUTE, maxRequests: 5 },
  // Registration: 5 new accounts a minute from one address (a family or a gym's wifi still fit).
  { label: 'users:create', audience: '', duration: MINUTE, maxRequests: 5 },
  // Anything that sends an email: 3 a minute, so nobody is mail-bombed through us.
  { label: '*:requestPasswordReset', audience: '', duration: MINUTE, maxRequests: 3 },
  { label: '*:requestVerification', audience: '', duration: MINUTE, maxRequests: 3 },
  { label: '*:requestEmailChange', audience: '', duration: MINUTE, maxRequests: 3 },
  { label: '*:requestOTP', audience: '', duration: MINUTE, maxRequests: 3 },
  // Token refresh runs on every app start and tab focus: a minute of reloads still passes.
  { label: '*:authRefresh', audience: '', duration: MINUTE, maxRequests: 30 },
  // Writes. Chat is the busiest: one message a second, sustained, per address.
  { label: 'messages:create', audience: '', duration: MINUTE, maxRequests: 60 },
  { label: 'bookings:create', audience: '', duration: MINUTE, maxRequests: 20 },
  { label: 'chats:create', audience: '', duration: MINUTE, maxRequests: 20 },
  { label: '*:create', audience: '', duration: MINUTE, maxRequests: 30 },
  { label: '*:update', audience: '', duration: MINUTE, maxRequests: 60 },
  { label: '*:delete', audience: '', duration: MINUTE, maxRequests: 30 },
  { label: '/api/batch', audience: '', duration: MINUTE, maxRequests: 10 },
  // Reads: generous. Avatars and thumbnails have their own bucket (a finder page shows many).
  { label: '/api/files/', audience: '', duration: MINUTE, maxRequests: 3000 },
  { label: '/api/', audience: '', duration: MINUTE, maxRequests: 1500 },
]

migrate(
  (app) => {
    const settings = app.settings()
    settings.rateLimits.rules = RULES
    settings.rateLimits.enabled = true
    app.save(settings)
  },
  (app) => {
    const settings = app.settings()
    settings.rateLimits.enabled = false
    app.save(settings)
  },
)
