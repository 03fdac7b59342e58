import { clsx, type ClassValue } from 'clsx'
import { createTailwindMerge, getDefaultConfig, type Config } from 'tailwind-merge'
import { CLASS_GROUPS } from './tailwind-groups'

/** tailwind-merge's own configuration, cut down to `groups` and the conflicts between them. */
export function configFor(groups: readonly string[]): Config<string, string> {
  const config = getDefaultConfig()
  const keep = new Set(groups)
  const pick = <T>(record: Record<string, T>) =>
    Object.fromEntries(Object.entries(record).filter(([group]) => keep.has(group)))
  const conflicts = (record: Partial<Record<string, readonly string[]>>) =>
    Object.fromEntries(
      Object.entries(pick(record)).map(([group, with_]) => [
        group,
        (with_ ?? []).filter((other) => keep.has(other)),
      ]),
    )
  return {
    ...config,
    classGroups: pick(config.classGroups),
    conflictingClassGroups: conflicts(config.conflictingClassGroups),
    conflictingClassGroupModifiers: conflicts(config.conflictingClassGroupModifiers),
  }
}

// tailwind-merge lets a className passed in beat a component's own class of the same kind. Its
// first call builds a lookup of all 379 Tailwind class groups, on every page's first render; only
// the ~110 that this app's classes use are built (tailwind-groups.ts, kept complete by a test).
const twMerge = createTailwindMerge(() => configFor(CLASS_GROUPS))

export function cn(...inputs: ClassValue[]) {
  return twMerge(clsx(inputs))
}
