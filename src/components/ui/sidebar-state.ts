// Pure pieces of the sidebar: its cookie and its keyboard shortcut.
import {
  SIDEBAR_COOKIE_MAX_AGE_SECONDS,
  SIDEBAR_COOKIE_NAME,
  SIDEBAR_KEYBOARD_SHORTCUT,
} from './sidebar-constants'

/** The saved expanded state from a cookie string, or undefined when none was saved. */
export function readSidebarCookie(cookies: string): boolean | undefined {
  for (const part of cookies.split(';')) {
    const [name, value] = part.trim().split('=')
    if (name === SIDEBAR_COOKIE_NAME) {
      if (value === 'true') return true
      if (value === 'false') return false
    }
  }
  return undefined
}

/** The cookie that keeps the expanded state for 7 days, site-wide. */
export function sidebarCookie(expanded: boolean): string {
  return `${SIDEBAR_COOKIE_NAME}=${expanded}; path=/; max-age=${SIDEBAR_COOKIE_MAX_AGE_SECONDS}; samesite=lax`
}

/** Ctrl+B, or Cmd+B on a Mac. */
export function isSidebarShortcut(
  event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>,
): boolean {
  return (
    event.key.toLowerCase() === SIDEBAR_KEYBOARD_SHORTCUT &&
    (event.ctrlKey || event.metaKey) &&
    !event.altKey &&
    !event.shiftKey
  )
}
