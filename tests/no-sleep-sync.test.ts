// Tests wait for what they expect (expect.poll, toPass, a locator, a mail, a row, an event of
// their own after the one that must not arrive), never a fixed pause standing in for it. A pause
// stays only where time is the behaviour: a hold the server enforces, a clock edge, a window that
// shows an absence, a bound on a wait. Each such pause is listed here with its reason and says why
// in a comment at the line, so a new one fails until it is replaced by a poll or justified.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

const ROOT = process.cwd()
const SCANNED = ['tests', 'e2e']

// A pause: a sleep helper, Playwright's fixed wait, a timer promise, Node's timer promises.
// `test.setTimeout(...)` (a test's time limit) is not one: a name before the dot rules it out.
const PAUSE = /\bsleep\(|waitForTimeout\(|(?<![.\w])setTimeout\(|timers\/promises/

/** The pauses that are the behaviour: file, a piece of the line, and why a poll cannot replace it. */
const ALLOWED: { file: string; line: string; reason: string }[] = [
  {
    file: 'tests/chat-reads.test.ts',
    line: 'const sleep =',
    reason: 'the helper of the clock pause below',
  },
  {
    file: 'tests/chat-reads.test.ts',
    line: 'await sleep(5)',
    reason: 'the clock must move past a clamped reading: elapsed time is the point',
  },
  {
    file: 'tests/when-where.test.ts',
    line: 'setTimeout(done, HOUR - intoHour + 100)',
    reason: 'waits out the last seconds of an hour so whole hours do not change mid-test',
  },
  {
    file: 'tests/mail-floods.test.ts',
    line: 'setTimeout(resolve, HOLD_SECONDS * 1000 + 300)',
    reason: 'the server holds request emails this long: the hold is the behaviour',
  },
  {
    file: 'tests/mail-limits.test.ts',
    line: 'setTimeout(resolve, HOLD_SECONDS * 1000 + 300)',
    reason: 'the server holds request emails this long: the hold is the behaviour',
  },
  {
    file: 'tests/mail-limits.test.ts',
    line: 'setTimeout(resolve, 1500)',
    reason:
      'absence: PocketBase sends reset and verification mails in the background; a dropped one leaves nothing to wait for',
  },
  {
    file: 'tests/mail-policy.test.ts',
    line: 'setTimeout(resolve, HOLD_SECONDS * 1000 + 300)',
    reason: 'the server holds request emails this long: the hold is the behaviour',
  },
  {
    file: 'e2e/support/axe.ts',
    line: 'page.waitForTimeout(300)',
    reason: 'absence: a quiet moment shows no toast is still on its way before axe reads colours',
  },
  {
    file: 'e2e/support/axe.ts',
    line: 'setTimeout(resolve, 2000)',
    reason: 'a bound on waiting for animations to finish, not a pause',
  },
  {
    file: 'e2e/upload-scripts.spec.ts',
    line: "setTimeout(() => done('not blocked'), 3000)",
    reason: 'a bound on waiting for the security-policy event, not a pause',
  },
  {
    file: 'e2e/chat-history.spec.ts',
    line: 'setTimeout(r, 400)',
    reason: 'simulated latency: the loading line must be on screen while a page loads',
  },
  {
    file: 'tests/receipts.test.ts',
    line: 'sleep(40)',
    reason: 'a slow receipt save (server side) widens the race gapless numbering must survive',
  },
]

function filesUnder(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : filesUnder(path)
    return /\.tsx?$/.test(entry.name) ? [path] : []
  })
}

interface Pause {
  file: string
  number: number
  text: string
  commented: boolean
}

/** Every pause in tests/ and e2e/, and whether a comment at the line (or just above) says why. */
function pauses(): Pause[] {
  const self = 'tests/no-sleep-sync.test.ts'
  return SCANNED.flatMap(filesUnder)
    .filter((file) => file !== self)
    .flatMap((file) => {
      const lines = readFileSync(join(ROOT, file), 'utf8').split('\n')
      return lines.flatMap((text, i) => {
        if (!PAUSE.test(text) || /^\s*(\/\/|\*)/.test(text)) return []
        const around = [text, ...lines.slice(Math.max(0, i - 3), i)]
        return [{ file, number: i + 1, text, commented: around.some((l) => l.includes('//')) }]
      })
    })
}

const allowedFor = (pause: Pause) =>
  ALLOWED.find((entry) => entry.file === pause.file && pause.text.includes(entry.line))

describe('tests wait for events, not for time', () => {
  const found = pauses()

  it('finds the kept pauses (the scan works)', () => {
    expect(found.length).toBeGreaterThan(0)
  })

  it('has no pause but the listed ones, where time is the behaviour', () => {
    const unlisted = found.filter((pause) => !allowedFor(pause))
    expect(
      unlisted.map((pause) => `${pause.file}:${pause.number}: ${pause.text.trim()}`),
      'wait for the condition (expect.poll, toPass, a locator, a mail, a row, a later event) instead',
    ).toEqual([])
  })

  it('says at each kept pause why it is one', () => {
    const silent = found.filter((pause) => allowedFor(pause) && !pause.commented)
    expect(silent.map((pause) => `${pause.file}:${pause.number}`)).toEqual([])
  })

  it('lists no pause that is gone', () => {
    const stale = ALLOWED.filter(
      (entry) =>
        !found.some((pause) => pause.file === entry.file && pause.text.includes(entry.line)),
    )
    expect(stale.map((entry) => `${entry.file}: ${entry.line}`)).toEqual([])
  })
})
