import { fileURLToPath, URL } from 'node:url'
import react from '@vitejs/plugin-react'
import { configDefaults, defineConfig } from 'vitest/config'

const alias = { '@': fileURLToPath(new URL('./src', import.meta.url)) }

// Unit tests run in Node unless they need a DOM: every .test.tsx, and these .test.ts files
// (they read window, document or canvas, or import the real PocketBase client, which does).
const DOM_UNIT_TESTS = [
  'src/app/early-requests.test.ts',
  'src/app/route-preload.test.ts',
  'src/features/auth/recovery-errors.test.ts',
  'src/features/book-session/celebrate.test.ts',
  'src/features/profiles/client-profile-form-logic.test.ts',
  'src/features/profiles/trainer-profile-form-logic.test.ts',
  'src/lib/connection.test.ts',
  'src/lib/downloads.test.ts',
  'src/lib/toast.test.ts',
  'src/stores/user.test.ts',
]
// Stylesheets are empty modules, except the theme read as text (button-contrast.test.ts).
const css = { include: [/src\/index\.css/] }
// A test may take this long on a busy machine (the default 5 s failed there); a fast one stays fast.
const unit = { globals: true, testTimeout: 30_000, css } as const

// Each integration file has its own PocketBase (port, temp data dir), so files run side by side;
// these kill servers or measure against a clock, so they run alone, after the others.
const SERIAL_INTEGRATION = [
  'tests/crash.test.ts',
  'tests/rate-limits.test.ts',
  'tests/chat-history.test.ts',
  'tests/email-change-timing.test.ts',
]
// Two workers on two cores: each file's PocketBase needs CPU too (docs/decisions.md has the figures).
const integrationWorkers = Number(process.env.GYMBUDDY_TEST_WORKERS) || 2
const integration = { environment: 'node', testTimeout: 30_000, hookTimeout: 60_000 } as const

export default defineConfig({
  test: {
    projects: [
      {
        plugins: [react()],
        resolve: { alias },
        test: {
          ...unit,
          name: 'unit',
          environment: 'jsdom',
          include: ['src/**/*.test.tsx', ...DOM_UNIT_TESTS],
          setupFiles: ['./src/testing/setup.ts'],
        },
      },
      {
        resolve: { alias },
        test: {
          ...unit,
          name: 'unit-node',
          environment: 'node',
          include: ['src/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...DOM_UNIT_TESTS],
        },
      },
      {
        resolve: { alias },
        test: {
          ...integration,
          name: 'integration',
          include: ['tests/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...SERIAL_INTEGRATION],
          maxWorkers: integrationWorkers,
          sequence: { groupOrder: 1 },
        },
      },
      {
        resolve: { alias },
        test: {
          ...integration,
          name: 'integration-serial',
          include: SERIAL_INTEGRATION,
          fileParallelism: false,
          sequence: { groupOrder: 2 },
        },
      },
    ],
  },
})
