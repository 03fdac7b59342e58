import { fileURLToPath, URL } from 'node:url'
import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'

// PocketBase serves the built SPA in production; in dev the proxy keeps the API same-origin.
const pocketbaseUrl = process.env.VITE_POCKETBASE_PROXY ?? 'http://127.0.0.1:8090'

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    proxy: { '/api': { target: pocketbaseUrl, ws: true, changeOrigin: true } },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
  },
})
