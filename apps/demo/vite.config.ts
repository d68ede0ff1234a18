import react from '@vitejs/plugin-react'
import { defineConfig, mergeConfig } from 'vite'
import { sourceConditions } from '../../vite.conditions.ts'

const env = (name: string, fallback: number) => Number(process.env[name] || fallback)

// The stack passes its ports through the environment; the page learns them at build time.
export default mergeConfig(
  sourceConditions,
  defineConfig({
    plugins: [react()],
    server: { host: 'localhost' },
    preview: { host: 'localhost' },
    define: {
      __FOYER_PORTS__: JSON.stringify({
        chainA: env('FOYER_CHAIN_A_PORT', 8545),
        chainB: env('FOYER_CHAIN_B_PORT', 8546),
        cloud: env('FOYER_CLOUD_PORT', 4000),
        relay: env('FOYER_RELAY_PORT', 4001),
        solana: env('FOYER_SOLANA_RPC_PORT', 8899),
        solanaDevnet: env('FOYER_SOLANA_DEVNET_RPC_PORT', 8909),
        bitcoin: env('FOYER_BITCOIN_PORT', 3002),
      }),
      // The secure site's origin: another site than the demo's in the browser tests (as deployed).
      __FOYER_SECURE_SITE_URL__: JSON.stringify(
        process.env.FOYER_SECURE_SITE_URL || `http://localhost:${env('FOYER_SECURE_SITE_PORT', 5174)}`,
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
