// The app's one PocketBase client. The SDK keeps the auth token in localStorage
// ("pocketbase_auth") and sends it as the Authorization header.
import PocketBase from 'pocketbase'
import { followConnection } from './connection-watch'
import { adoptEarlyRequests } from './early-requests'
import { announcePocketBase } from './pocketbase-loaded'
import { keepSessionOnTokenlessSave } from './session'
import type { TypedPocketBase } from './types'

const baseUrl = import.meta.env.VITE_POCKETBASE_URL || window.location.origin

export const pb = new PocketBase(baseUrl) as TypedPocketBase

// Screens fire overlapping requests on purpose (e.g. typing, StrictMode): never cancel them.
pb.autoCancellation(false)

// A refresh cut short by a reload never leaves a session without its token (session.ts).
keepSessionOnTokenlessSave(pb)

// Requests and live updates report whether the server answers (the "Can't reach" banner).
followConnection(pb)

// The page's first GETs may already be under way (route-preload.js).
adoptEarlyRequests(pb)

announcePocketBase(pb)
