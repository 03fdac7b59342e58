import { mergeConfig } from 'vite'
import base from '/tmp/router-work/vite.sizes.config'
export default mergeConfig(base, { resolve: { alias: [
  { find: /^react-router$/, replacement: '/work/main/node_modules/react-router/dist/production/index.mjs' },
  { find: /^react-router\/dom$/, replacement: '/work/main/node_modules/react-router/dist/production/dom-export.mjs' },
] } })
