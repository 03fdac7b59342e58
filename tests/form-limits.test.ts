// The forms' limits (src/content/limits.ts) are the server's: the migrated field definitions and
// the hooks' constants. Behaviour at each bound is proven in bad-input.test.ts.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { hookLibrary } from './support/hook-library'
import { LIMITS } from '../src/content/limits'
import { testServer } from './support/test-server'

const server = testServer()

interface FieldBounds {
  name: string
  min?: number
  max?: number
}

async function field(collection: string, name: string): Promise<FieldBounds> {
  const fields = (await server.root.collections.getOne(collection)).fields as FieldBounds[]
  const found = fields.find((candidate) => candidate.name === name)
  if (!found) throw new Error(`${collection}.${name} is not in the migrated schema`)
  return found
}

/** A `const NAME = 123` in a pb_hooks file: the number the hook enforces. */
function hookConstant(file: string, name: string): number {
  const source = readFileSync(new URL(`../pb_hooks/${file}`, import.meta.url), 'utf8')
  const match = new RegExp(`const ${name} = ([\\d_]+)`).exec(source)
  if (!match) throw new Error(`${name} is not a number constant in pb_hooks/${file}`)
  return Number(match[1].replaceAll('_', ''))
}

/** The limit a hook passes to gb.trimText(record, 'field', LIMIT, ...). */
function trimTextLimit(file: string, fieldName: string): number {
  const source = readFileSync(new URL(`../pb_hooks/${file}`, import.meta.url), 'utf8')
  const match = new RegExp(`trimText\\([^,]+, '${fieldName}', (\\d+)`).exec(source)
  if (!match) throw new Error(`no trimText of ${fieldName} in pb_hooks/${file}`)
  return Number(match[1])
}

describe('the limits the forms mirror are the ones the server enforces', () => {
  it('text lengths match the migrated fields', async () => {
    expect((await field('users', 'name')).max).toBe(LIMITS.name)
    expect((await field('messages', 'text')).max).toBe(LIMITS.message)
    expect((await field('client_profiles', 'additionalInfo')).max).toBe(LIMITS.profileText)
    expect((await field('trainer_profiles', 'bio')).max).toBe(LIMITS.profileText)
    expect((await field('trainer_profiles', 'certifications')).max).toBe(LIMITS.profileText)
    expect((await field('reviews', 'text')).max).toBe(LIMITS.reviewText)
    expect((await field('bookings', 'reason')).max).toBe(LIMITS.reason)
  })

  it('number ranges match the migrated fields', async () => {
    expect((await field('trainer_profiles', 'rate')).max).toBe(LIMITS.rateMax)
    expect((await field('client_profiles', 'budget')).max).toBe(LIMITS.budgetMax)
    const rating = await field('reviews', 'rating')
    expect([rating.min, rating.max]).toEqual([LIMITS.ratingMin, LIMITS.ratingMax])
  })

  it('the password minimum is the users collection’s', async () => {
    expect((await field('users', 'password')).min).toBe(LIMITS.passwordMin)
  })

  it('the hooks check the same numbers', () => {
    expect(trimTextLimit('users.pb.js', 'name')).toBe(LIMITS.name)
    expect(hookConstant('lib/platform/input_guard.js', 'MAX_EMAIL_LENGTH')).toBe(LIMITS.email)
    expect(hookConstant('lib/platform/gymbuddy.js', 'MAX_MESSAGE_LENGTH')).toBe(LIMITS.message)
    expect(trimTextLimit('lib/accounts/profiles.js', 'additionalInfo')).toBe(LIMITS.profileText)
    expect(trimTextLimit('lib/accounts/profiles.js', 'bio')).toBe(LIMITS.profileText)
    expect(trimTextLimit('lib/accounts/profiles.js', 'certifications')).toBe(LIMITS.profileText)
    expect(hookConstant('lib/platform/gymbuddy.js', 'MAX_LIST_ITEMS')).toBe(LIMITS.listItems)
    expect(hookConstant('lib/platform/gymbuddy.js', 'MAX_LIST_ITEM_LENGTH')).toBe(
      LIMITS.listItemLength,
    )
    expect(hookConstant('lib/platform/gymbuddy.js', 'MAX_RATE')).toBe(LIMITS.rateMax)
    expect(hookConstant('lib/safety/reviews.js', 'MAX_TEXT')).toBe(LIMITS.reviewText)
    const bookingRules = hookLibrary('pb_hooks/lib/bookings/booking_rules.js') as {
      rules: { maxReasonLength: number }
    }
    expect(bookingRules.rules.maxReasonLength).toBe(LIMITS.reason)
  })
})
