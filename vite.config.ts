import { fileURLToPath, URL } from 'node:url'
import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig, type HtmlTagDescriptor, type Plugin, type Rollup } from 'vite'
import { bundleMapPlugin } from './scripts/bench/bundle-map-plugin'

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

const userLayout = 'src/app/layouts/UserLayout.tsx'

/**
 * Each page a visit can start on and the lazy screens it renders (mirrors src/app/router.tsx).
 * `:name` matches one path segment. Pages under /user and the booking page only when a session is
 * stored.
 */
const entryRoutes: Record<string, string[]> = {
  '/': ['src/features/landing/LandingPage.tsx'],
  '/login': ['src/features/auth/LoginPage.tsx'],
  '/register': ['src/features/auth/RegisterPage.tsx'],
  '/forgot-password': ['src/features/auth/ForgotPasswordPage.tsx'],
  '/reset-password/:token': ['src/features/auth/ResetPasswordPage.tsx'],
  '/verify-email/:token': ['src/features/auth/VerifyEmailPage.tsx'],
  '/find-gym-buddy': ['src/features/finder/FinderPage.tsx'],
  '/book-session': ['src/features/finder/FinderPage.tsx'],
  '/gym-buddy/:id': ['src/features/trainer/TrainerPage.tsx'],
  '/book-session/:gymBuddyId': ['src/features/booking/BookSessionPage.tsx'],
  '/privacy': ['src/features/legal/PrivacyPage.tsx'],
  '/terms': ['src/features/legal/TermsPage.tsx'],
  '/contact': ['src/features/legal/ContactPage.tsx'],
  '/user/profile/create': ['src/features/profiles/ClientProfileCreatePage.tsx'],
  '/user': [userLayout, 'src/features/dashboard/DashboardPage.tsx'],
  '/user/inbox': [userLayout, 'src/features/chat/InboxPage.tsx'],
  '/user/chat/:userId': [userLayout, 'src/features/chat/ChatPage.tsx'],
  '/user/bookings': [userLayout, 'src/features/bookings/MyBookingsPage.tsx'],
  '/user/schedule': [userLayout, 'src/features/bookings/SchedulePage.tsx'],
  '/user/become-trainer': [userLayout, 'src/features/profiles/BecomeTrainerPage.tsx'],
  '/user/profile/edit': [userLayout, 'src/features/profiles/ClientProfileEditPage.tsx'],
  '/user/gym-buddy-profile/edit': [userLayout, 'src/features/profiles/TrainerProfileEditPage.tsx'],
  '/user/gym-buddy-profile/hours': [userLayout, 'src/features/availability/WorkingHoursPage.tsx'],
}

/** The preload script: finds the page's files in `m` and adds a modulepreload link for each. */
const preloadScript = (files: Record<string, string[]>) =>
  `(function(m){var s=(location.pathname.replace(/\\/+$/,'')||'/').split('/'),a;try{a=localStorage.getItem('pocketbase_auth')}catch(e){}for(var k in m){var t=k.split('/'),i=0;if(t.length!==s.length||((t[1]==='user'||k==='/book-session/:gymBuddyId')&&!a))continue;while(i<t.length&&(t[i]===s[i]||(t[i].charAt(0)===':'&&s[i])))i++;if(i<t.length)continue;var c=t[1]==='user'&&k!=='/user/profile/create'?'user-shell':k==='/find-gym-buddy'||k==='/book-session'?'finder-shell':'';if(c)document.documentElement.className+=' '+c;for(var j=0,f=m[k];j<f.length;j++){var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=f[j];document.head.appendChild(l)}return}})(${JSON.stringify(files)})\n`

/**
 * A first visit would otherwise fetch the screen's lazy chunk only after the entry has run (one
 * more round trip before anything renders). A tiny script (an asset, not inline: the CSP allows
 * 'self' scripts only) preloads the chunks of the page being opened, in parallel with the entry,
 * and marks signed-in pages so the static header in index.html stays hidden there.
 */
function routePreload(routes: Record<string, string[]>): Plugin {
  let scriptFile = ''
  return {
    name: 'gymbuddy-route-preload',
    apply: 'build',
    // Before Vite's HTML plugin, whose generateBundle runs the index.html transforms below.
    enforce: 'pre',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter(
        (o): o is Rollup.OutputChunk => o.type === 'chunk',
      )
      const byFile = new Map(chunks.map((c) => [c.fileName, c]))
      const withImports = (file: string, seen = new Set<string>()) => {
        if (seen.has(file)) return seen
        seen.add(file)
        for (const dep of byFile.get(file)?.imports ?? []) withImports(dep, seen)
        return seen
      }
      const entry = chunks.find((c) => c.isEntry)
      if (!entry) return
      const loadedByEntry = withImports(entry.fileName)
      const files: Record<string, string[]> = {}
      for (const [path, sources] of Object.entries(routes)) {
        const needed = new Set<string>()
        for (const source of sources) {
          const screen = chunks.find((c) => c.facadeModuleId?.endsWith(source))
          if (screen) withImports(screen.fileName, needed)
          else this.warn(`route preload: no chunk for ${source}`)
        }
        files[path] = [...needed].filter((f) => !loadedByEntry.has(f)).map((f) => `/${f}`)
      }
      const source = preloadScript(files)
      scriptFile = this.getFileName(
        this.emitFile({ type: 'asset', name: 'route-preload.js', source }),
      )
    },
    transformIndexHtml: {
      order: 'post',
      handler(): HtmlTagDescriptor[] {
        if (!scriptFile) return []
        // Blocking (a few hundred bytes, fetched alongside the CSS the first paint waits for
        // anyway): it marks signed-in pages before the body's static header could paint.
        const attrs = { src: `/${scriptFile}` }
        return [{ tag: 'script', attrs, injectTo: 'head-prepend' }]
      },
    },
  }
}

export default defineConfig({
  plugins: [react(), tailwindcss(), routePreload(entryRoutes), bundleMapPlugin()],
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
