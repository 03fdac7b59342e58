import type { RouteParams } from '@/lib/paths'
import { pb } from '@/lib/pocketbase'
import { loadConversation, type ConversationData } from './conversation-data'

/** The conversation's first data, fetched while its code downloads (src/app/route-manifest.ts). */
export async function loader({ userId }: RouteParams): Promise<ConversationData | null> {
  const me = pb.authStore.record?.id
  // No conversation with oneself: the page says so.
  if (!me || !userId || userId === me || !pb.authStore.isValid) return null
  return loadConversation(me, userId)
}
