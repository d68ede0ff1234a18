import react from '@vitejs/plugin-react'
import { defineConfig, mergeConfig } from 'vite'
import { portOf } from '../../services/kit/src/ports.mjs'
import { sourceConditions } from '../../vite.conditions.ts'

// The stack passes its ports through the environment; the page learns them at build time.
export default mergeConfig(
  sourceConditions,
  defineConfig({
    plugins: [react()],
    server: { host: 'localhost' },
    preview: { host: 'localhost' },
    define: {
      __FOYER_PORTS__: JSON.stringify({
        chainA: portOf('chainA'),
        chainB: portOf('chainB'),
        cloud: portOf('cloud'),
        relay: portOf('relay'),
        solana: portOf('solanaRpc'),
        solanaDevnet: portOf('solanaDevnetRpc'),
        bitcoin: portOf('bitcoin'),
      }),
      // The secure site's origin: another site than the demo's in the browser tests (as deployed).
      __FOYER_SECURE_SITE_URL__: JSON.stringify(
        process.env.FOYER_SECURE_SITE_URL || `http://localhost:${portOf('secureSite')}`,
      ),
      // FOYER_DEMO_EVM_ONLY=1 builds the demo with the EVM adapter alone (the benchmark's EVM-only page).
      __FOYER_SOLANA__: JSON.stringify(process.env.FOYER_DEMO_EVM_ONLY !== '1'),
    },
    build: {
      target: 'es2022',
      // viem + wagmi make one ~600 kB (180 kB gzip) vendor chunk, as in any wagmi app.
      chunkSizeWarningLimit: 1000,
      sourcemap: true,
      // baseline.html is the benchmark's bare wagmi page (e2e/bench/page-load.ts). signin.html is built
      // on its own (vite.signin.config.ts): as a third input here it made the bundler split the main
      // page's code into more shared chunks (+2.2 KiB gzip on the main page).
      rollupOptions: { input: { main: 'index.html', baseline: 'baseline.html' } },
    },
  }),
)
