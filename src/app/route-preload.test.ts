import { afterEach, describe, expect, it } from 'vitest'
import { APP_ROUTES } from '@/app/route-manifest'
import { preloadEntries, preloadScript } from '../../scripts/build/route-preload-script'

// The build names each module's chunk; here a module is "/assets/<its file name>.js".
const entries = preloadEntries(APP_ROUTES, (modules) =>
  modules.map((name) => `/assets/${name.split('/').pop()}.js`),
)
const script = preloadScript(entries)

/** Runs route-preload.js as the browser does, on `pathname`, with or without a stored session. */
function openPage(pathname: string, { session = false } = {}) {
  window.history.replaceState(null, '', pathname)
  if (session) localStorage.setItem('pocketbase_auth', '{"token":"t"}')
  new Function(script)()
  const links = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel=modulepreload]')]
  return {
    files: links.map((link) => link.getAttribute('href')),
    shell: document.documentElement.className.trim(),
  }
}

afterEach(() => {
  localStorage.clear()
  document.head.querySelectorAll('link').forEach((link) => link.remove())
  document.documentElement.className = ''
})

describe('route-preload.js (built from the route manifest)', () => {
  it('preloads the landing screen on / and leaves the static header', () => {
    expect(openPage('/')).toEqual({ files: ['/assets/landing-page.js'], shell: '' })
  })

  it("preloads the finder's screen and loader and shows its static heading", () => {
    const finder = {
      files: ['/assets/finder-page.js', '/assets/finder-loader.js'],
      shell: 'finder-shell',
    }
    expect(openPage('/find-gym-buddy')).toEqual(finder)
    document.documentElement.className = ''
    document.head.querySelectorAll('link').forEach((link) => link.remove())
    expect(openPage('/book-session/')).toEqual(finder)
  })

  it('matches a path parameter to one segment only', () => {
    expect(openPage('/gym-buddy/t1').files).toEqual(['/assets/trainer-page.js'])
    document.head.querySelectorAll('link').forEach((link) => link.remove())
    expect(openPage('/gym-buddy').files).toEqual([])
    expect(openPage('/gym-buddy/t1/more').files).toEqual([])
  })

  it('preloads a signed-in page with its layout and hides the static header, with a session', () => {
    expect(openPage('/user/inbox', { session: true })).toEqual({
      files: [
        '/assets/user-layout.js',
        '/assets/user-area-loader.js',
        '/assets/inbox-page.js',
        '/assets/inbox-loader.js',
      ],
      shell: 'user-shell',
    })
  })

  it('preloads nothing for a members-only page without a session (the visitor goes to /login)', () => {
    expect(openPage('/user/inbox')).toEqual({ files: [], shell: '' })
    expect(openPage('/book-session/t1')).toEqual({ files: [], shell: '' })
  })

  it('keeps the public frame for profile creation and the booking page', () => {
    expect(openPage('/user/profile/create', { session: true })).toEqual({
      files: ['/assets/client-profile-create-page.js'],
      shell: '',
    })
    document.head.querySelectorAll('link').forEach((link) => link.remove())
    expect(openPage('/book-session/t1', { session: true }).files).toEqual([
      '/assets/book-session-page.js',
    ])
  })

  it('leaves out a page marked preload: false (the operator desk): its code loads after the entry', () => {
    expect(entries.map(([pattern]) => pattern)).not.toContain('/ops')
    expect(openPage('/ops', { session: true })).toEqual({ files: [], shell: '' })
  })

  it('preloads nothing on an unknown page', () => {
    expect(openPage('/no/such/page', { session: true })).toEqual({ files: [], shell: '' })
  })
})
