// '' for every public text field of a trainer profile, as the API returns one left unset, from
// pb_hooks/lib/finder/trainer_fields.json: the factories spread it, so a new text field needs no
// line in them.
import FIELDS from '../../pb_hooks/lib/finder/trainer_fields.json' with { type: 'json' }
import type { TrainerProfileRecord } from '@/lib/types'

type TextKeys = {
  [K in keyof TrainerProfileRecord]-?: string extends TrainerProfileRecord[K] ? K : never
}[keyof TrainerProfileRecord]

export const UNSET_PROFILE_TEXTS = Object.fromEntries(
  Object.entries(FIELDS.trainer_profiles).flatMap(([name, spec]) =>
    spec.type === 'text' && spec.visibility === 'public' ? [[name, '']] : [],
  ),
) as Pick<TrainerProfileRecord, TextKeys>
