// The demo accounts' agreements, as sign-up and a first fitness profile record them, so the demo
// never asks them to accept the terms. Idempotent: a current, open row is left as it is.
import type { TypedPocketBase, UserRecord } from '@/lib/types'
import { CONSENT_VERSIONS } from '@/content/consent-versions'

type Kind = keyof typeof CONSENT_VERSIONS

async function ensureConsent(pb: TypedPocketBase, user: UserRecord, kind: Kind): Promise<number> {
  const version = CONSENT_VERSIONS[kind]
  const held = await pb.collection('consents').getList(1, 1, {
    filter: pb.filter(
      'user = {:user} && kind = {:kind} && version = {:version} && withdrawnAt = ""',
      {
        user: user.id,
        kind,
        version,
      },
    ),
  })
  if (held.totalItems > 0) return 0
  await pb
    .collection('consents')
    .create({ user: user.id, kind, version, acceptedAt: new Date().toISOString() })
  return 1
}

/** Current terms for each member; a health consent for each with a fitness profile. */
export async function seedDemoConsents(
  pb: TypedPocketBase,
  members: readonly UserRecord[],
): Promise<number> {
  let created = 0
  for (const member of members) {
    created += await ensureConsent(pb, member, 'terms')
    const profiles = await pb.collection('client_profiles').getList(1, 1, {
      filter: pb.filter('user = {:user}', { user: member.id }),
    })
    if (profiles.totalItems > 0) created += await ensureConsent(pb, member, 'health')
  }
  return created
}
