import react from '@vitejs/plugin-react'
import { defineConfig, mergeConfig } from 'vite'
import { portOf } from '../../services/kit/src/ports.mjs'
import { sourceConditions } from '../../vite.conditions.ts'

const port = portOf('wallet')

// The stack passes its ports through the environment; the page learns them at build time.
export default mergeConfig(
  sourceConditions,
  defineConfig({
    plugins: [react()],
    server: { host: 'localhost', port },
    preview: { host: 'localhost', port },
    define: {
      __FOYER_WALLET_PORTS__: JSON.stringify({
        chainA: portOf('chainA'),
        chainB: portOf('chainB'),
        relay: portOf('relay'),
        solana: portOf('solanaRpc'),
        solanaDevnet: portOf('solanaDevnetRpc'),
        solanaTestnet: portOf('solanaTestnetRpc'),
        // The Bitcoin regtest ledger's Esplora API: the stack's URL, else its port on this machine.
        bitcoinEsploraUrl: process.env.FOYER_BITCOIN_ESPLORA_URL || `http://127.0.0.1:${portOf('bitcoin')}`,
      }),
    },
    build: {
      target: 'es2022',
      // WalletKit + viem make one large vendor chunk; this is a local test wallet, not a product page.
      chunkSizeWarningLimit: 2000,
      sourcemap: true,
    },
  }),
)
