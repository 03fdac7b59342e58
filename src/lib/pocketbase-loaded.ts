// Lets startup code follow the PocketBase client without importing the SDK: the client module
// loads with the first screen that calls the server, and announces itself here.
import type { TypedPocketBase } from './types'

type ClientListener = (client: TypedPocketBase) => void

let loadedClient: TypedPocketBase | null = null
const listeners: ClientListener[] = []

/** Runs `listener` with the client as soon as it exists (at once if it already does). */
export function whenPocketBaseLoads(listener: ClientListener): void {
  if (loadedClient) listener(loadedClient)
  else listeners.push(listener)
}

/** The client if its module has run, else null. */
export function loadedPocketBase(): TypedPocketBase | null {
  return loadedClient
}

export function announcePocketBase(client: TypedPocketBase): void {
  loadedClient = client
  for (const listener of listeners.splice(0)) listener(client)
}
