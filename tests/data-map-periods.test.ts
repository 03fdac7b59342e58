// docs/data-map.md states each period the retention job enforces as pb_hooks/lib/privacy/retention.json
// holds it (the job deletes by that file and the Privacy page words it): change a period there and
// this fails until the map's "Kept:" sentence of each collection it ends says the same.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import R from '../pb_hooks/lib/privacy/retention.json' with { type: 'json' }

/** Each `### \`collection\`` section's prose (before its table), on one line. */
function sectionTexts(markdown: string): Map<string, string> {
  const texts = new Map<string, string>()
  for (const part of markdown.split(/^### /m).slice(1)) {
    const name = /^`(\w+)`/.exec(part)?.[1]
    const prose = part.split('\n|')[0]!.split('\n## ')[0]!
    if (name) texts.set(name, prose.replace(/\s+/g, ' '))
  }
  return texts
}

// What each collection's section must say, from the job's own periods.
const PERIODS: Record<string, RegExp[]> = {
  notifications: [
    new RegExp(
      `Kept: read ones ${R.readNotificationsDays} days, unread ones ${R.unreadNotificationsMonths} months`,
    ),
  ],
  profile_reads: [new RegExp(`Kept: ${R.profileReadsMonths} months`)],
  chats: [
    new RegExp(`Kept: until ${R.quietChatMonths} months pass without a message`),
    new RegExp(`told ${R.chatWarningDays} days before`),
  ],
  bookings: [new RegExp(`Kept: ${R.sessionRecordsYears} years after the session`)],
  booking_series: [new RegExp(`${R.sessionRecordsYears} years after its last session`)],
  package_purchases: [new RegExp(`Kept: ${R.sessionRecordsYears} years after its last session`)],
}

describe('the data map’s retention periods', () => {
  const sections = sectionTexts(readFileSync('docs/data-map.md', 'utf8'))

  it.each(Object.entries(PERIODS))('%s says the period the job enforces', (name, claims) => {
    const text = sections.get(name) ?? ''
    for (const claim of claims) expect(text, name).toMatch(claim)
  })
})
