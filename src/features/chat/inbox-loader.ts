import { pb } from '@/lib/pocketbase'
import type { InboxViewRecord } from '@/lib/types'
import { listInbox } from './chat-api'

/** The signed-in member's chats, and whose they are (another member may sign in meanwhile). */
export interface InboxLoaderData {
  me: string
  chats: InboxViewRecord[]
}

/** The inbox, fetched while its code downloads (route manifest: src/content/routes.ts). */
export async function loader(): Promise<InboxLoaderData | null> {
  const me = pb.authStore.record?.id
  if (!me || !pb.authStore.isValid) return null
  return { me, chats: await listInbox() }
}
