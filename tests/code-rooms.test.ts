// The server's helpers and the finder's screen are laid out by part of the product, each room
// with the docs page that explains it (docs/README.md, "Where the code lives"): a new file goes
// into a room, and a new room is named on the map.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

const root = process.cwd()
const map = readFileSync(join(root, 'docs/README.md'), 'utf8')
const roomsSection = map.slice(map.indexOf('## Where the code lives'))

const entries = (dir: string) =>
  readdirSync(join(root, dir)).map((name) => ({
    name,
    folder: statSync(join(root, dir, name)).isDirectory(),
  }))

/** The rooms the map names, with the page each points to. */
const mapped = new Map(
  [...roomsSection.matchAll(/^\| `([a-z]+)\/`\s*\| \[[^\]]+\]\(([^)]+)\)/gm)].map((m) => [
    m[1],
    m[2],
  ]),
)

describe('code rooms', () => {
  it('every server helper is in a room the docs map names, and each room’s page exists', () => {
    const lib = entries('pb_hooks/lib')
    expect(lib.filter((entry) => !entry.folder).map((entry) => entry.name)).toEqual([])
    const rooms = lib.map((entry) => entry.name).sort()
    expect([...mapped.keys()].sort()).toEqual(rooms)
    for (const [room, page] of mapped) {
      expect(statSync(join(root, 'docs', page)).isFile(), `${room} → ${page}`).toBe(true)
      const files = entries(`pb_hooks/lib/${room}`)
      expect(files.length, `${room} is not empty`).toBeGreaterThan(0)
      // A room holds one part; past ~20 files it is two parts sharing a name.
      expect(files.length, `${room} has ${files.length} files`).toBeLessThanOrEqual(20)
    }
  })

  it('the finder’s screen keeps only its page, heading and loader at the top', () => {
    const top = entries('src/features/finder')
    const loose = top.filter((entry) => !entry.folder).map((entry) => entry.name)
    expect(loose.sort()).toEqual([
      'finder-heading.tsx',
      'finder-loader.ts',
      'finder-page.test.tsx',
      'finder-page.tsx',
    ])
    for (const room of top.filter((entry) => entry.folder)) {
      expect(roomsSection, `src/features/finder/${room.name}/ is named`).toContain(
        `\`${room.name}/\``,
      )
    }
  })
})
