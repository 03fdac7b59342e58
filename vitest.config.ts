import { fileURLToPath, URL } from 'node:url'
import react from '@vitejs/plugin-react'
import { configDefaults, defineConfig } from 'vitest/config'

const alias = { '@': fileURLToPath(new URL('./src', import.meta.url)) }

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
          name: 'unit',
          environment: 'jsdom',
          globals: true,
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['./src/testing/setup.ts'],
          // Stylesheets are empty modules, except the theme read as text (button-contrast.test.ts).
          css: { include: [/src\/index\.css/] },
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
