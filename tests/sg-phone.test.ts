// One Singapore phone reading for every phone field: the hooks' copy (pb_hooks/lib/accounts/sg_phone.js)
// equals the app's (src/lib/sg-phone.ts) over one case table, and every phone field the schema
// holds stores each typed form the same way through the real server (or refuses it, naming the
// field). A new phone field fails here until it is added to SAVE_PHONE.
import { describe, expect, it } from 'vitest'
import { parseSgMobile } from '@/lib/sg-phone'
import { SG_PHONE_CASES } from '@/lib/sg-phone.cases'
import { expectRefused, makeTrainer, type Member } from './factories'
import { hookLibrary } from './support/hook-library'
import { testServer } from './support/test-server'

const server = testServer()
const hooks = hookLibrary('pb_hooks/lib/accounts/sg_phone.js') as {
  parseSgMobile: (text: string) => string | null
}

type Trainer = Member & { profile: { id: string } }

/** How a member saves each phone field, and the refusal code when the number is not one. */
const SAVE_PHONE: Record<
  string,
  { code: string; save: (t: Trainer, v: string) => Promise<unknown> }
> = {
  'trainer_profiles.whatsapp': {
    code: 'validation_whatsapp',
    save: (trainer, value) =>
      trainer.pb.collection('trainer_profiles').update(trainer.profile.id, { whatsapp: value }),
  },
  'trainer_profiles.paynowId': {
    code: 'validation_paynow_id',
    save: (trainer, value) =>
      trainer.pb.send('/api/gymbuddy/paynow', {
        method: 'POST',
        body: { paynowId: value, paynowName: 'Coach' },
      }),
  },
}

const PHONE_NAME = /phone|mobile|whatsapp|paynowid|contact_?number/i

describe('a Singapore mobile number', () => {
  it.each(SG_PHONE_CASES)('"$typed" reads the same in the hooks as in the app', ({ typed }) => {
    expect(hooks.parseSgMobile(typed)).toBe(parseSgMobile(typed))
  })

  it('every phone field in the schema has a way to save it here', async () => {
    const collections = await server.root.collections.getFullList()
    const phoneFields = collections.flatMap((collection) =>
      collection.fields
        .filter((field) => PHONE_NAME.test(field.name))
        .map((field) => `${collection.name}.${field.name}`),
    )
    expect(phoneFields.sort()).toEqual(Object.keys(SAVE_PHONE).sort())
  })

  it.each(Object.keys(SAVE_PHONE))(
    '%s stores every way of typing a mobile in one form and refuses what is not one',
    async (key) => {
      const { code, save } = SAVE_PHONE[key]!
      const field = key.split('.')[1]!
      const trainer = await makeTrainer(server, 'Phone Coach')
      for (const { typed, stored } of SG_PHONE_CASES) {
        if (typed === '') continue
        if (stored === null) {
          await expectRefused(save(trainer, typed), { status: 400, field, code })
          continue
        }
        await save(trainer, typed)
        const own = await trainer.pb.collection('trainer_profiles').getOne(trainer.profile.id)
        expect({ typed, stored: own[field as keyof typeof own] }).toEqual({ typed, stored })
      }
    },
  )
})
