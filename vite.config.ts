import { fileURLToPath, URL } from 'node:url'
import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'
import { routePreload } from './scripts/build/route-preload-plugin.ts'
import { APP_ROUTES } from './src/app/route-manifest.ts'

// PocketBase serves the built SPA in production; in dev the proxy keeps the API same-origin.
const pocketbaseUrl = process.env.VITE_POCKETBASE_PROXY ?? 'http://127.0.0.1:8090'

/**
 * Libraries every route needs get their own long-lived chunks (app changes do not invalidate
 * them). Everything else is split by the lazy routes: Radix, react-day-picker and confetti land
 * in the chunks of the screens that import them, never in the landing route.
 */
const vendorChunks = [
  {
    // One file for what every page runs first (fewer requests in the browser's first round).
    name: 'vendor',
    test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|cookie|set-cookie-parser)[\\/]|^\0rolldown[\\/]runtime/,
  },
  { name: 'pocketbase', test: /[\\/]node_modules[\\/]pocketbase[\\/]/ },
]

export default defineConfig({
  plugins: [react(), tailwindcss(), routePreload(APP_ROUTES)],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    proxy: { '/api': { target: pocketbaseUrl, ws: true, changeOrigin: true } },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    // Every browser the es2022 target covers preloads modules natively (or just skips the hint).
    modulePreload: { polyfill: false },
    rollupOptions: {
      preserveEntrySignatures: false,
      output: {
        strictExecutionOrder: true,
        codeSplitting: { groups: vendorChunks, experimentalInlineCommonChunks: { maxSize: 16384 } },
      },
    },
  },
})
