// How the app names a person (a chat's other member, a booking's other party).

/** The name to show for a person: the name, else the email. */
export function displayName(person: { name?: string; email?: string } | undefined): string {
  return person?.name?.trim() || person?.email || ''
}
