import { createTailwindMerge, getDefaultConfig, twMerge } from 'tailwind-merge'
import { describe, expect, it } from 'vitest'
import { CLASS_GROUPS } from './tailwind-groups'
import { cn, configFor } from './utils'

// Every source file of the app, as text (Vite reads them for the test).
const sources = import.meta.glob<string>(['/src/**/*.{ts,tsx}', '!/src/**/*.test.{ts,tsx}'], {
  query: '?raw',
  import: 'default',
  eager: true,
})

/** Every word in src's code that could be a class, as Tailwind itself scans for them. */
function candidateClasses(): string[] {
  const words = new Set<string>()
  for (const text of Object.values(sources)) {
    for (const word of text.split(/[\s'"`{}]+/)) {
      if (/^[!a-z0-9@\-[\]()/:.%_#&>*=,+]+$/i.test(word) && word.length < 120) words.add(word)
    }
  }
  return [...words]
}

const mergerOf = (groups: readonly string[]) => createTailwindMerge(() => configFor(groups))
/** A class is in a group when a merger of that group alone folds the class twice into one. */
const knows = (merge: (classes: string) => string, name: string) =>
  merge(`${name} ${name}`) === name

describe('cn', () => {
  const noGroups = mergerOf([])
  // The classes some Tailwind group knows (arbitrary properties are folded without any group).
  const classes = candidateClasses().filter(
    (name) => knows(twMerge, name) && !knows(noGroups, name),
  )

  it('lets a later class of the same kind win, as tailwind-merge does', () => {
    expect(cn('size-8 rounded-lg px-2', 'size-9 rounded-full')).toBe('px-2 size-9 rounded-full')
    expect(cn('text-sm text-muted-foreground', false, 'text-destructive')).toBe(
      'text-sm text-destructive',
    )
  })

  it('keeps every class group the app uses (src/lib/tailwind-groups.ts)', () => {
    expect(classes.length).toBeGreaterThan(300)
    const all = Object.keys(getDefaultConfig().classGroups)
    const used = all.filter((group) => {
      const merge = mergerOf([group])
      return classes.some((name) => knows(merge, name))
    })
    const missing = used.filter((group) => !(CLASS_GROUPS as readonly string[]).includes(group))
    expect(missing, `add to CLASS_GROUPS: ${missing.join(', ')}`).toEqual([])
  })

  it('merges any two of the app classes exactly as the full tailwind-merge does', () => {
    const differ: string[] = []
    for (const first of classes) {
      for (const second of classes) {
        const pair = `${first} ${second}`
        if (cn(pair) !== twMerge(pair)) differ.push(pair)
      }
    }
    expect(differ.slice(0, 10)).toEqual([])
  })
})
