// The trainer fields declared once (pb_hooks/lib/finder/trainer_fields.json), as types for the app:
// which profile fields the finder card shows and which the trainer profile form edits. Types only,
// so no byte of the declaration reaches a bundle.
type Declared = (typeof import('../../pb_hooks/lib/finder/trainer_fields.json'))['trainer_profiles']

/** The profile fields marked with `flag` (the declaration writes a flag only where it holds). */
type Marked<Flag extends string> = {
  [K in keyof Declared]: Declared[K] extends Record<Flag, unknown> ? K : never
}[keyof Declared]

/** The trainer-profile fields a finder card shows (gym_buddies_view and the finder's rows carry them). */
export type TrainerCardField = Marked<'card'>

/** The trainer-profile fields the trainer profile form edits. */
export type TrainerFormField = Marked<'form'>
