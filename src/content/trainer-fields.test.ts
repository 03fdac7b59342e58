import { describe, expectTypeOf, it } from 'vitest'
import type { TrainerCardField, TrainerFormField } from './trainer-fields'

describe('the trainer fields as the app types them', () => {
  it('reads the card and form fields from the declaration, flag by flag', () => {
    expectTypeOf<TrainerCardField>().toEqualTypeOf<
      'specializations' | 'experienceLevel' | 'preferredLocation' | 'rate'
    >()
    expectTypeOf<TrainerFormField>().toEqualTypeOf<
      | 'specializations'
      | 'experienceLevel'
      | 'preferredLocation'
      | 'rate'
      | 'bio'
      | 'certifications'
      | 'showEmail'
    >()
  })
})
