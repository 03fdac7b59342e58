// The terms dialog's two calls: the version I last agreed to, and agreeing to the current one.
import { pb } from '@/lib/pocketbase'

/** My newest open terms consent's version, or null when I have none. */
export async function loadAcceptedTermsVersion(me: string): Promise<string | null> {
  const page = await pb.collection('consents').getList(1, 1, {
    filter: pb.filter('user = {:me} && kind = "terms" && withdrawnAt = ""', { me }),
    sort: '-acceptedAt',
    fields: 'version',
  })
  return page.items[0]?.version ?? null
}

/** Records my agreement to the current terms (the server takes only the current version). */
export async function acceptTerms(version: string): Promise<void> {
  await pb.send('/api/gymbuddy/me/consents', { method: 'POST', body: { kind: 'terms', version } })
}
