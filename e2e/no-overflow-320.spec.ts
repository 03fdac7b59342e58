// Every route of the route table at 320 px, with real data (a client and a trainer with sessions,
// a weekly series, a taken hour, a waitlist place, a package, a chat, a member who left, venues with
// long names), plus the states that widen a screen (the finder's filters open, Book Session on a
// day with a taken hour, a venue chosen). A screen fails on any horizontal overflow: the page
// scrolls sideways, or an element is wider than the window or reaches past its edge. A visit is
// keyed by the route's path, so a route added without one fails the first test.
import type { Page } from '@playwright/test'
import { APP_ROUTES } from '../src/app/route-manifest'
import { sgtToday } from '../src/lib/dates'
import { signInContext } from './support/api'
import { COACH, makeWorld, VENUES, type Role, type World } from './support/overflow-world'
import { expect, test } from './support/fixtures'

const WIDTH = 320

interface Visit {
  as: Role
  url: (world: World) => string
  /** Waits for the content that makes the screen as wide as it gets, and opens what widens it. */
  ready: (page: Page, world: World) => Promise<void>
}

let world: Promise<World> | undefined
const worldOnce = () => (world ??= makeWorld())

const h1 = (page: Page, name: string | RegExp) =>
  expect(page.getByRole('heading', { level: 1, name })).toBeVisible()

const titled = (as: Role, path: string, name: string | RegExp): Visit => ({
  as,
  url: () => path,
  ready: (page) => h1(page, name),
})

async function finderWithFiltersOpen(page: Page) {
  await h1(page, 'Find Your Perfect Workout Gym Buddy')
  await expect(page.getByText(/\d+ gym budd(y|ies) found/)).toBeVisible()
  const filters = page.getByRole('button', { name: 'Filters', exact: true })
  if ((await filters.getAttribute('aria-expanded')) === 'false') await filters.click()
  await expect(page.getByLabel('Search')).toBeVisible()
}

const bookSessionReady = async (page: Page) => {
  await h1(page, /Book a Session|Move your session/)
  await expect(page.getByText(COACH, { exact: true }).first()).toBeVisible()
}

/** The finder with every filter that keeps the coach in the list set (from the address). */
const finderFilters = () => {
  const day = sgtToday(new Date(Date.now() + 3 * 86_400_000))
  const freeDay = `${day.year}-${String(day.month).padStart(2, '0')}-${String(day.day).padStart(2, '0')}`
  const query = new URLSearchParams({
    search: 'Overflow Coach',
    location: 'West',
    experience: '3-5 years',
    specialization: 'Weights',
    freeDay,
    freePart: 'afternoon',
    sort: 'price',
  })
  return `/find-gym-buddy?${query.toString()}`
}

const DUMMY_TOKEN = 'not-a-real-token'

const VISITS: Record<string, Visit[]> = {
  '/': [
    {
      as: 'visitor',
      url: () => '/',
      ready: (page) => expect(page.getByRole('link', { name: /Get Started Free/ })).toBeVisible(),
    },
  ],
  '/register': [titled('visitor', '/register', 'Create your account')],
  '/login': [titled('visitor', '/login', 'Welcome back')],
  '/forgot-password': [titled('visitor', '/forgot-password', 'Forgot your password?')],
  '/reset-password/:token': [
    titled('visitor', `/reset-password/${DUMMY_TOKEN}`, 'Choose a new password'),
  ],
  '/verify-email/:token': [
    {
      as: 'visitor',
      url: () => `/verify-email/${DUMMY_TOKEN}`,
      ready: async (page) => {
        await h1(page, 'Verify your email')
        await expect(page.getByText(/invalid or has expired/)).toBeVisible()
      },
    },
  ],
  '/confirm-email-change/:token': [
    titled('visitor', `/confirm-email-change/${DUMMY_TOKEN}`, 'Confirm your new email'),
    titled('client', `/confirm-email-change/${DUMMY_TOKEN}`, 'Confirm your new email'),
  ],
  '/find-gym-buddy': [
    { as: 'client', url: () => '/find-gym-buddy', ready: finderWithFiltersOpen },
    { as: 'visitor', url: () => '/find-gym-buddy', ready: finderWithFiltersOpen },
    {
      as: 'client',
      url: finderFilters,
      ready: async (page) => {
        await finderWithFiltersOpen(page)
        // Each worker's world has this coach: any of them will do.
        await expect(page.getByRole('article', { name: COACH }).first()).toBeVisible()
      },
    },
    {
      // The same, as a list.
      as: 'client',
      url: finderFilters,
      ready: async (page) => {
        await finderWithFiltersOpen(page)
        await page.getByRole('button', { name: 'View as List' }).click()
        await expect(page.getByText(COACH, { exact: true }).first()).toBeVisible()
      },
    },
  ],
  '/book-session': [{ as: 'visitor', url: () => '/book-session', ready: finderWithFiltersOpen }],
  '/gym-buddy/:id': [
    {
      as: 'visitor',
      url: (w) => `/gym-buddy/${w.trainer.user.id}`,
      ready: async (page) => {
        await h1(page, COACH)
        await expect(page.getByRole('list', { name: 'Venues' })).toContainText(VENUES[0].name)
      },
    },
  ],
  '/reminder': [
    {
      as: 'visitor',
      url: () => `/reminder#${DUMMY_TOKEN}`,
      ready: async (page) => {
        await h1(page, 'Are you coming?')
        await expect(page.getByText(/This link is not valid/)).toBeVisible()
      },
    },
  ],
  '/privacy': [titled('visitor', '/privacy', 'Privacy Policy')],
  '/terms': [titled('visitor', '/terms', 'Terms of Service')],
  '/contact': [titled('visitor', '/contact', 'Contact')],
  '/ops': [titled('client', '/ops', 'Page not found')],
  '/book-session/:gymBuddyId': [
    {
      as: 'client',
      url: (w) => `/book-session/${w.trainer.user.id}`,
      ready: bookSessionReady,
    },
    {
      // The day of a taken hour (its waitlist button), a venue chosen in the picker.
      as: 'client',
      url: (w) => `/book-session/${w.trainer.user.id}?at=${encodeURIComponent(w.takenAt)}`,
      ready: async (page) => {
        await bookSessionReady(page)
        await expect(page.getByTestId('taken-hours')).toBeVisible()
        await page.getByRole('combobox', { name: 'Where?' }).click()
        await page.getByRole('option', { name: VENUES[1].name }).click()
        await expect(page.getByRole('combobox', { name: 'Where?' })).toContainText(VENUES[1].name)
      },
    },
  ],
  '/user/profile/create': [titled('newcomer', '/user/profile/create', 'Create your profile')],
  '/user': [
    {
      as: 'client',
      url: () => '/user',
      ready: async (page) => {
        await h1(page, 'Dashboard')
        await expect(page.getByRole('heading', { name: /^Welcome/ })).toBeVisible()
      },
    },
    {
      as: 'trainer',
      url: () => '/user',
      ready: async (page) => {
        await h1(page, 'Dashboard')
        await expect(page.getByRole('heading', { name: /^Welcome/ })).toBeVisible()
      },
    },
    {
      // The bell's panel open, with the coach's notices (requests, a series, a member who left).
      as: 'trainer',
      url: () => '/user',
      ready: async (page) => {
        await h1(page, 'Dashboard')
        await page.getByRole('button', { name: /^Notifications/ }).click()
        const panel = page.getByRole('dialog', { name: 'Notifications' })
        await expect(panel.getByRole('listitem').first()).toBeVisible()
      },
    },
    {
      // The sidebar's sheet open on a phone.
      as: 'client',
      url: () => '/user',
      ready: async (page) => {
        await h1(page, 'Dashboard')
        await page.getByRole('button', { name: 'Toggle sidebar' }).click()
        await expect(page.getByRole('link', { name: 'My Bookings' })).toBeVisible()
      },
    },
  ],
  '/user/inbox': [
    {
      as: 'trainer',
      url: () => '/user/inbox',
      ready: async (page) => {
        await h1(page, 'Inbox')
        await expect(page.getByRole('link', { name: /Former member/ })).toBeVisible()
      },
    },
  ],
  '/user/chat/:userId': [
    {
      as: 'client',
      url: (w) => `/user/chat/${w.trainer.user.id}`,
      ready: async (page) => {
        await h1(page, 'Chat')
        await expect(page.getByText('Hello! See you at Jurong East.')).toBeVisible()
      },
    },
    {
      as: 'trainer',
      url: (w) => `/user/chat/${w.formerId}`,
      ready: async (page) => {
        await h1(page, 'Chat')
        await expect(page.getByText('Thanks for the sessions, coach!')).toBeVisible()
        await expect(page.getByText('This member has left GymBuddy')).toBeVisible()
      },
    },
  ],
  // The reminder's "I can't make it" address: it lands on My Bookings.
  '/my-bookings': [
    {
      as: 'client',
      url: () => '/my-bookings',
      ready: async (page) => {
        await expect(page).toHaveURL(/\/user\/bookings/)
        await h1(page, 'My Bookings')
      },
    },
  ],
  '/user/bookings': [
    {
      as: 'client',
      url: () => '/user/bookings',
      ready: async (page) => {
        await h1(page, 'My Bookings')
        await expect(page.locator('li[data-series]').first()).toBeVisible()
        await expect(page.getByText(COACH, { exact: true }).first()).toBeVisible()
      },
    },
    {
      // The PayNow dialog of an unpaid session: QR, amount, reference and its Copy button.
      as: 'client',
      url: () => '/user/bookings',
      ready: async (page) => {
        await h1(page, 'My Bookings')
        await page.getByRole('button', { name: 'Pay by PayNow' }).first().click()
        await expect(page.getByTestId('paynow-reference')).toBeVisible()
      },
    },
  ],
  '/user/schedule': [
    {
      as: 'trainer',
      url: () => '/user/schedule',
      ready: async (page) => {
        await h1(page, 'My Schedule')
        await expect(page.locator('li[data-series]').first()).toBeVisible()
        await expect(page.getByText('Former member').first()).toBeVisible()
      },
    },
  ],
  '/user/payments': [
    titled('trainer', '/user/payments', 'Payments'),
    titled('client', '/user/payments', 'Payments'),
  ],
  '/user/become-trainer': [titled('client', '/user/become-trainer', 'Become a Trainer')],
  '/user/profile/edit': [titled('client', '/user/profile/edit', 'Edit Profile')],
  '/user/gym-buddy-profile/edit': [
    titled('trainer', '/user/gym-buddy-profile/edit', 'Gym Buddy Profile'),
  ],
  '/user/gym-buddy-profile/hours': [
    titled('trainer', '/user/gym-buddy-profile/hours', 'Working Hours'),
  ],
  '/user/account': [titled('client', '/user/account', 'Account')],
  '/user/privacy': [titled('client', '/user/privacy', 'Privacy & data')],
}

interface Overflow {
  scrollWidth: number
  /** Elements reaching past the window that their parent does not contain: the causes. */
  wide: string[]
}

/** What reaches past a `WIDTH` px window (or its dialog): the page's width, and the causes. */
function measureOverflow(page: Page): Promise<Overflow> {
  return page.evaluate((width) => {
    /** Inside a box made to scroll sideways (a table's scroller), not one that scrolls down. */
    const scrolled = (element: Element) => {
      for (let up = element.parentElement; up && up !== document.body; up = up.parentElement) {
        const style = getComputedStyle(up)
        const sideways = style.overflowX === 'auto' || style.overflowX === 'scroll'
        const down = style.overflowY === 'auto' || style.overflowY === 'scroll'
        if (sideways && !down) return true
      }
      return false
    }
    const name = (element: Element) =>
      `${element.tagName.toLowerCase()}.${String(element.getAttribute('class') ?? '')
        .split(' ')
        .slice(0, 3)
        .join('.')} "${(element.textContent ?? '').trim().slice(0, 40)}"`
    /** The box an element must stay in: its dialog, else the window. */
    const frame = (element: Element) => {
      const dialog = element.closest('[role="dialog"], [role="alertdialog"]')
      if (!dialog || dialog === element) return { left: 0, right: width }
      const box = dialog.getBoundingClientRect()
      return { left: Math.max(0, box.left), right: Math.min(width, box.right) }
    }
    const past = (element: Element) => {
      const box = element.getBoundingClientRect()
      const bounds = frame(element)
      return box.right > bounds.right + 0.5 || box.left < bounds.left - 0.5
    }
    const wide: string[] = []
    for (const element of Array.from(document.body.querySelectorAll('*'))) {
      const box = element.getBoundingClientRect()
      if (box.width === 0 || box.height === 0 || !past(element)) continue
      if (getComputedStyle(element).visibility === 'hidden' || element.closest('.sr-only')) continue
      if (scrolled(element)) continue
      const parent = element.parentElement
      if (parent && parent !== document.body && past(parent)) continue
      wide.push(`${name(element)}: ${Math.round(box.left)}..${Math.round(box.right)}`)
    }
    return { scrollWidth: document.scrollingElement?.scrollWidth ?? 0, wide }
  }, WIDTH)
}

test('every route in the route table has a 320 px visit', () => {
  const paths = APP_ROUTES.map((route) => route.path)
  expect(
    paths.filter((path) => !(path in VISITS)),
    'routes without a visit',
  ).toEqual([])
  expect(
    Object.keys(VISITS).filter((path) => !paths.includes(path)),
    'stale visits',
  ).toEqual([])
})

test.describe(`at ${WIDTH} px`, () => {
  test.use({ viewport: { width: WIDTH, height: 640 } })

  for (const [path, visits] of Object.entries(VISITS))
    visits.forEach((visit, index) => {
      test(`${path} as a ${visit.as} (${index + 1}) does not scroll sideways`, async ({
        page,
        context,
      }) => {
        const accounts = await worldOnce()
        if (visit.as !== 'visitor') await signInContext(context, accounts[visit.as])
        await page.goto(visit.url(accounts))
        await visit.ready(page, accounts)
        const found = await measureOverflow(page)
        expect(found.wide, 'elements reaching past the window').toEqual([])
        expect(found.scrollWidth, 'the page width').toBeLessThanOrEqual(WIDTH)
      })
    })
})

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } })

  test('the sidebar is painted down the whole length of a long page', async ({ page, context }) => {
    const accounts = await worldOnce()
    await signInContext(context, accounts.trainer)
    await page.goto('/user/schedule')
    await expect(page.getByText('Former member').first()).toBeVisible()
    const column = await page.locator('[data-slot="sidebar"]').evaluate((sidebar) => ({
      height: sidebar.getBoundingClientRect().height,
      page: document.documentElement.scrollHeight,
      background: getComputedStyle(sidebar).backgroundColor,
      panel: getComputedStyle(sidebar.lastElementChild!).backgroundColor,
    }))
    expect(column.page, 'a page longer than the window').toBeGreaterThan(800)
    expect(column.height).toBeGreaterThanOrEqual(column.page - 1)
    expect(column.background).toBe(column.panel)
  })

  test('the venue picker shows the whole venue chosen, and its chevron', async ({
    page,
    context,
  }) => {
    const accounts = await worldOnce()
    await signInContext(context, accounts.client)
    await page.goto(`/book-session/${accounts.trainer.user.id}`)
    await bookSessionReady(page)
    const picker = page.getByRole('combobox', { name: 'Where?' })
    await picker.click()
    await page.getByRole('option', { name: VENUES[1].name }).click()
    await expect(picker).toContainText(VENUES[1].name)
    const shown = await picker.evaluate((trigger) => {
      const value = trigger.querySelector('span')!
      const chevron = trigger.querySelector('svg')!.getBoundingClientRect()
      const box = trigger.getBoundingClientRect()
      return {
        cut:
          value.scrollWidth > value.clientWidth + 0.5 ||
          value.getBoundingClientRect().right > box.right + 0.5,
        chevron: chevron.width >= 12 && chevron.right <= box.right && chevron.left >= box.left,
      }
    })
    expect(shown).toEqual({ cut: false, chevron: true })
  })
})
