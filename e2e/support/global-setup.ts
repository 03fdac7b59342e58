import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { distDir, startTestPocketBase } from '../../scripts/lib/pocketbase'

export default async function globalSetup() {
  if (!existsSync(join(distDir, 'index.html'))) {
    throw new Error(
      'dist/ is missing: run `npm run build` before `playwright test` (npm test does).',
    )
  }
  const server = await startTestPocketBase({ publicDir: distDir })
  process.env.E2E_BASE_URL = server.url
  process.env.E2E_SUPERUSER_EMAIL = server.superuser.email
  process.env.E2E_SUPERUSER_PASSWORD = server.superuser.password
  return async () => {
    await server.stop()
  }
}
