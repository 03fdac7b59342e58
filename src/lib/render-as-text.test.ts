// member-written texts (names, profiles, messages) are only ever rendered as text.
// React escapes every string it renders; these are the ways around that, and none may appear.
import { describe, expect, it } from 'vitest'

const sources = import.meta.glob<string>(['/src/**/*.{ts,tsx}', '!/src/**/*.test.{ts,tsx}'], {
  query: '?raw',
  import: 'default',
  eager: true,
})
const RAW_HTML =
  /dangerouslySetInnerHTML|\.innerHTML|\.outerHTML|insertAdjacentHTML|document\.write|createContextualFragment/

describe('rendering as text', () => {
  it('no source file writes raw HTML into the page', () => {
    expect(Object.keys(sources).length).toBeGreaterThan(20)
    const offenders = Object.entries(sources)
      .filter(([, text]) => RAW_HTML.test(text))
      .map(([path]) => path)
    expect(offenders).toEqual([])
  })
})
