// Every route of the route table, plus the page-not-found, scanned by axe (any impact), and
// loaded without a console error or a failed request (what a browser's devtools and Lighthouse
// count against a page). A scan entry is keyed by the route's path, so a route added without one
// fails the first test.
import type { Page } from '@playwright/test'
import { APP_ROUTES } from '../src/app/route-manifest'
import {
  makeBooking,
  makeClient,
  makeTrainer,
  makeUser,
  signInContext,
  type TestUser,
  startChat,
} from './support/api'
import { expectNoA11yViolations } from './support/axe'
import { expect, test } from './support/fixtures'

/** Who looks at the screen: nobody signed in, a client, a trainer, or a member with no profile. */
type Role = 'visitor' | 'client' | 'trainer' | 'newcomer'

/**
 * One worker's accounts. The client requested a session with the coach and wrote to them; the
 * trainer has a request from another client. No trainer is shown the client's fitness profile,
 * so the client's Privacy & data screen is in its empty state.
 */
interface World {
  client: TestUser
  coach: TestUser
  trainer: TestUser
  newcomer: TestUser
}

interface RouteScan {
  as: Role
  /** The concrete address (ids filled in). */
  url: (world: World) => string
  /** Waits for the screen's heading and the content that shows it has loaded. */
  ready: (page: Page, world: World) => Promise<void>
  /** Console errors this address is meant to cause (an invalid link the server refuses). */
  expectedErrors?: RegExp
}

async function makeWorld(): Promise<World> {
  const [client, coach, trainer, booker, newcomer] = await Promise.all([
    makeClient('Route Client'),
    makeTrainer('Route Coach'),
    makeTrainer('Route Trainer'),
    makeClient('Route Booker'),
    makeUser('Route Newcomer'),
  ])
  await Promise.all([makeBooking(client, coach), makeBooking(booker, trainer)])
  await startChat(client, coach, 'Hello from the route scan!')
  return { client, coach, trainer, newcomer }
}

// Made once per worker, on first use: the scans only read it.
let world: Promise<World> | undefined
const worldOnce = () => (world ??= makeWorld())

const h1 = (page: Page, name: string | RegExp) =>
  expect(page.getByRole('heading', { level: 1, name })).toBeVisible()

/** A page whose level-1 heading is all it needs to have loaded. */
const titled = (as: Role, path: string, name: string): RouteScan => ({
  as,
  url: () => path,
  ready: (page) => h1(page, name),
})

const DUMMY_TOKEN = 'not-a-real-token'
const FINDER_READY = async (page: Page) => {
  await h1(page, 'Find Your Perfect Workout Gym Buddy')
  await expect(page.getByText(/\d+ gym budd(y|ies) found/)).toBeVisible()
}

const SCANS: Record<string, RouteScan> = {
  '/': {
    as: 'visitor',
    url: () => '/',
    ready: (page) => expect(page.getByRole('link', { name: /Get Started Free/ })).toBeVisible(),
  },
  '/register': titled('visitor', '/register', 'Create your account'),
  '/login': titled('visitor', '/login', 'Welcome back'),
  '/forgot-password': titled('visitor', '/forgot-password', 'Forgot your password?'),
  '/reset-password/:token': titled(
    'visitor',
    `/reset-password/${DUMMY_TOKEN}`,
    'Choose a new password',
  ),
  '/verify-email/:token': {
    as: 'visitor',
    url: () => `/verify-email/${DUMMY_TOKEN}`,
    expectedErrors: /status of 400|ClientResponseError 400/,
    ready: async (page) => {
      await h1(page, 'Verify your email')
      await expect(
        page.getByText('This verification link is invalid or has expired.'),
      ).toBeVisible()
    },
  },
  '/confirm-email-change/:token': titled(
    'visitor',
    `/confirm-email-change/${DUMMY_TOKEN}`,
    'Confirm your new email',
  ),
  // A client's finder also shows the recommendations.
  '/find-gym-buddy': { as: 'client', url: () => '/find-gym-buddy', ready: FINDER_READY },
  '/book-session': { as: 'visitor', url: () => '/book-session', ready: FINDER_READY },
  '/gym-buddy/:id': {
    as: 'visitor',
    url: (w) => `/gym-buddy/${w.coach.user.id}`,
    ready: async (page) => {
      await h1(page, 'Route Coach')
      await expect(page.getByText('$80/session')).toBeVisible()
    },
  },
  // A made-up reminder link: the page says it is not valid (the server refuses it with a 400).
  '/reminder': {
    as: 'visitor',
    url: () => `/reminder#${DUMMY_TOKEN}`,
    expectedErrors: /status of 400|ClientResponseError 400/,
    ready: async (page) => {
      await h1(page, 'Are you coming?')
      await expect(page.getByText(/This link is not valid/)).toBeVisible()
    },
  },
  '/privacy': titled('visitor', '/privacy', 'Privacy Policy'),
  '/terms': titled('visitor', '/terms', 'Terms of Service'),
  '/contact': titled('visitor', '/contact', 'Contact'),
  // Operators only: a member who is not one is told there is no such page (the desk's summary
  // answers them 404, which the browser logs).
  '/ops': { ...titled('client', '/ops', 'Page not found'), expectedErrors: /status of 404/ },
  '/book-session/:gymBuddyId': {
    as: 'client',
    url: (w) => `/book-session/${w.coach.user.id}`,
    ready: async (page) => {
      await h1(page, 'Book a Session')
      await expect(page.getByText('Route Coach', { exact: true })).toBeVisible()
      await expect(page.getByRole('button', { name: /Choose a date/ })).toBeVisible()
    },
  },
  '/user/profile/create': {
    as: 'newcomer',
    url: () => '/user/profile/create',
    ready: async (page) => {
      await h1(page, 'Create your profile')
      await expect(page.getByLabel('Fitness Goals')).toHaveAttribute('placeholder', /Weight Loss/)
    },
  },
  '/user': {
    as: 'client',
    url: () => '/user',
    ready: async (page) => {
      await h1(page, 'Dashboard')
      await expect(page.getByRole('heading', { name: /^Welcome.*Route Client!$/ })).toBeVisible()
    },
  },
  '/user/inbox': {
    as: 'client',
    url: () => '/user/inbox',
    ready: async (page) => {
      await h1(page, 'Inbox')
      await expect(page.getByRole('link', { name: /Route Coach/ })).toBeVisible()
    },
  },
  '/user/chat/:userId': {
    as: 'client',
    url: (w) => `/user/chat/${w.coach.user.id}`,
    ready: async (page) => {
      await h1(page, 'Chat')
      await expect(page.getByText('Hello from the route scan!')).toBeVisible()
    },
  },
  '/user/bookings': {
    as: 'client',
    url: () => '/user/bookings',
    ready: async (page) => {
      await h1(page, 'My Bookings')
      await expect(page.getByText('Route Coach', { exact: true }).first()).toBeVisible()
    },
  },
  // The reminder's "I can't make it" address: it lands on My Bookings (a cancel named opens there).
  '/my-bookings': {
    as: 'client',
    url: () => '/my-bookings',
    ready: async (page) => {
      await expect(page).toHaveURL(/\/user\/bookings/)
      await h1(page, 'My Bookings')
    },
  },
  '/user/schedule': {
    as: 'trainer',
    url: () => '/user/schedule',
    ready: async (page) => {
      await h1(page, 'My Schedule')
      await expect(page.getByRole('button', { name: 'Accept' })).toBeVisible()
    },
  },
  '/user/payments': {
    as: 'trainer',
    url: () => '/user/payments',
    ready: async (page) => {
      await h1(page, 'Payments')
      await expect(page.getByRole('heading', { name: 'PayNow details' })).toBeVisible()
    },
  },
  '/user/become-trainer': {
    as: 'client',
    url: () => '/user/become-trainer',
    ready: async (page) => {
      await h1(page, 'Become a Trainer')
      await expect(page.getByRole('button', { name: 'Confirm & Become Trainer' })).toBeVisible()
    },
  },
  '/user/profile/edit': {
    as: 'client',
    url: () => '/user/profile/edit',
    ready: async (page) => {
      await h1(page, 'Edit Profile')
      await expect(page.getByLabel('Fitness Goals')).toBeVisible()
    },
  },
  '/user/gym-buddy-profile/edit': {
    as: 'trainer',
    url: () => '/user/gym-buddy-profile/edit',
    ready: async (page) => {
      await h1(page, 'Gym Buddy Profile')
      await expect(page.getByLabel('Specializations')).toBeVisible()
    },
  },
  '/user/gym-buddy-profile/hours': {
    as: 'trainer',
    url: () => '/user/gym-buddy-profile/hours',
    ready: async (page) => {
      await h1(page, 'Working Hours')
      await expect(
        page.getByRole('table', { name: /Start hours you work each weekday/ }),
      ).toBeVisible()
    },
  },
  '/user/account': {
    as: 'client',
    url: () => '/user/account',
    ready: async (page) => {
      await h1(page, 'Account')
      await expect(page.getByRole('region', { name: 'Password' })).toBeVisible()
    },
  },
  '/user/privacy': {
    as: 'client',
    url: () => '/user/privacy',
    ready: async (page) => {
      await h1(page, 'Privacy & data')
      await expect(
        page.getByText('No trainer has been shown your fitness profile yet.'),
      ).toBeVisible()
    },
  },
}

const NOT_FOUND: RouteScan = titled('visitor', '/no/such/page', 'Page not found')

test('every route in the route table has an accessibility scan', () => {
  const paths = APP_ROUTES.map((route) => route.path)
  expect(
    paths.filter((path) => !(path in SCANS)),
    'routes without a scan',
  ).toEqual([])
  expect(
    Object.keys(SCANS).filter((path) => !paths.includes(path)),
    'stale scans',
  ).toEqual([])
})

const scans: [string, RouteScan][] = [
  ...Object.entries(SCANS),
  ['unknown address (404)', NOT_FOUND],
]

for (const [width, height] of [
  [1280, 720],
  [375, 740],
  [320, 640],
]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height } })

    for (const [path, scan] of scans) {
      test(`${path} as a ${scan.as} has no accessibility violations or console errors`, async ({
        page,
        context,
      }) => {
        const accounts = await worldOnce()
        if (scan.as !== 'visitor') await signInContext(context, accounts[scan.as])
        const errors: string[] = []
        page.on('console', (message) => {
          const text = message.text()
          if (message.type() === 'error' && !scan.expectedErrors?.test(text)) errors.push(text)
        })
        page.on('pageerror', (error) => errors.push(error.message))
        await page.goto(scan.url(accounts))
        await scan.ready(page, accounts)
        await expectNoA11yViolations(page)
        expect(errors, 'console errors while the screen loaded').toEqual([])
      })
    }
  })
}

test('the open notification panel, empty, has no accessibility violations', async ({
  page,
  context,
}) => {
  await signInContext(context, await makeClient('Route Quiet Client'))
  await page.goto('/user')
  await h1(page, 'Dashboard')
  await page.getByRole('button', { name: /^Notifications/ }).click()
  const panel = page.getByRole('dialog', { name: 'Notifications' })
  await expect(panel.getByText('No notifications yet.')).toBeVisible()
  await expectNoA11yViolations(page)
})
