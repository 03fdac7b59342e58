// Trainer specializations as a list (the spec keeps two stored readings: a list, or comma text).

/** Spec §3 keeps two readings: a list, or the raw comma text the form produced. */
export function normalizeSpecializations(value: unknown): string[] {
  const items = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : []
  return items
    .filter((item): item is string => typeof item === 'string')
    .map((item) => item.trim())
    .filter(Boolean)
}
