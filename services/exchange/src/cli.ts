#!/usr/bin/env node
// `node --conditions=source --import tsx services/exchange/src/cli.ts`: the local exchange behind Pay.
import { startExchange } from './server.js'

const env = process.env
const port = (name: string, fallback: number) => Number(env[name] || fallback)
try {
  const exchange = await startExchange({
    port: port('FOYER_EXCHANGE_PORT', 5179),
    rpcUrls: {
      31337: `http://127.0.0.1:${port('FOYER_CHAIN_A_PORT', 8545)}`,
      31338: `http://127.0.0.1:${port('FOYER_CHAIN_B_PORT', 8546)}`,
    },
  })
  console.log(`Exchange (test): ${exchange.url}; hot wallet ${exchange.hotWallet}`)
  await new Promise<void>((resolve) => {
    process.once('SIGINT', () => resolve())
    process.once('SIGTERM', () => resolve())
  })
  await exchange.stop()
  process.exit(0)
} catch (error) {
  console.error(`The exchange could not start: ${(error as Error).message}`)
  process.exit(1)
}
