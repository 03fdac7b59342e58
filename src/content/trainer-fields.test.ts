import { describe, expectTypeOf, it } from 'vitest'
import type { TrainerCardField, TrainerFormField } from './trainer-fields'

describe('the trainer fields as the app types them', () => {
  it('reads the card and form fields from the declaration, flag by flag', () => {
    expectTypeOf<
      'specializations' | 'experienceLevel' | 'preferredLocation' | 'rate'
    >().toExtend<TrainerCardField>()
    expectTypeOf<'bio' | 'showEmail'>().toExtend<TrainerFormField>()
    // Never on the card nor in the profile form: hidden (WhatsApp has a card of its own).
    expectTypeOf<'whatsapp'>().not.toExtend<TrainerCardField | TrainerFormField>()
    expectTypeOf<'bio'>().not.toExtend<TrainerCardField>()
  })
})
