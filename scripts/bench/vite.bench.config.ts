// The bench's build: the app's own config plus the bundle-map plugin (which code each chunk
// holds, written where GYMBUDDY_BUNDLE_MAP says). The app's vite.config.ts knows nothing of it.
import { mergeConfig } from 'vite'
import appConfig from '../../vite.config.ts'
import { bundleMapPlugin } from './bundle-map-plugin.ts'

export default mergeConfig(appConfig, { plugins: [bundleMapPlugin()] })
