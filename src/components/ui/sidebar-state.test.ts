import { describe, expect, it } from 'vitest'
import { isSidebarShortcut, readSidebarCookie, sidebarCookie } from './sidebar-state'

const key = (overrides: Partial<KeyboardEvent>) => ({
  key: 'b',
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  ...overrides,
})

describe('sidebar cookie', () => {
  it('keeps the state in sidebar_state for 7 days', () => {
    expect(sidebarCookie(false)).toBe('sidebar_state=false; path=/; max-age=604800; samesite=lax')
  })

  it('reads the saved state among other cookies, or nothing when none was saved', () => {
    expect(readSidebarCookie('theme=dark; sidebar_state=false')).toBe(false)
    expect(readSidebarCookie('sidebar_state=true')).toBe(true)
    expect(readSidebarCookie('theme=dark')).toBeUndefined()
    expect(readSidebarCookie('sidebar_state=maybe')).toBeUndefined()
  })
})

describe('sidebar shortcut', () => {
  it('is Ctrl+B or Cmd+B', () => {
    expect(isSidebarShortcut(key({ ctrlKey: true }))).toBe(true)
    expect(isSidebarShortcut(key({ metaKey: true, key: 'B' }))).toBe(true)
  })

  it('is not B alone, nor with Shift or Alt, nor another key', () => {
    expect(isSidebarShortcut(key({}))).toBe(false)
    expect(isSidebarShortcut(key({ ctrlKey: true, shiftKey: true }))).toBe(false)
    expect(isSidebarShortcut(key({ ctrlKey: true, altKey: true }))).toBe(false)
    expect(isSidebarShortcut(key({ ctrlKey: true, key: 'n' }))).toBe(false)
  })
})
