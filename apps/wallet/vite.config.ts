import react from '@vitejs/plugin-react'
import { defineConfig, mergeConfig } from 'vite'
import { sourceConditions } from '../../vite.conditions.ts'

const env = (name: string, fallback: number) => Number(process.env[name] || fallback)
const port = env('FOYER_WALLET_PORT', 5175)

// The stack passes its ports through the environment; the page learns them at build time.
export default mergeConfig(
  sourceConditions,
  defineConfig({
    plugins: [react()],
    server: { host: 'localhost', port },
    preview: { host: 'localhost', port },
    define: {
      __FOYER_WALLET_PORTS__: JSON.stringify({
        chainA: env('FOYER_CHAIN_A_PORT', 8545),
        chainB: env('FOYER_CHAIN_B_PORT', 8546),
        relay: env('FOYER_RELAY_PORT', 4001),
        solana: env('FOYER_SOLANA_RPC_PORT', 8899),
        solanaDevnet: env('FOYER_SOLANA_DEVNET_RPC_PORT', 8909),
        solanaTestnet: env('FOYER_SOLANA_TESTNET_RPC_PORT', 8919),
        // The Bitcoin regtest ledger's Esplora API: the stack's URL, else its port on this machine.
        bitcoinEsploraUrl:
          process.env.FOYER_BITCOIN_ESPLORA_URL || `http://127.0.0.1:${env('FOYER_BITCOIN_PORT', 3002)}`,
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
