#!/usr/bin/env node
// `node --conditions=source --import tsx services/exchange/src/cli.ts`: the local exchange behind Pay.
import { portOf } from '@foyer/service-kit/ports'
import { startExchange } from './server.js'

const env = process.env
try {
  const exchange = await startExchange({
    port: portOf('exchange', env, { listen: true }),
    rpcUrls: {
      31337: `http://127.0.0.1:${portOf('chainA', env)}`,
      31338: `http://127.0.0.1:${portOf('chainB', env)}`,
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
