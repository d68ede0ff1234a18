#!/usr/bin/env node
// `node --conditions=source --import tsx services/onramp/src/cli.ts`: the local on-ramp provider.
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { portOf } from '@foyer/service-kit/ports'
import { startOnramp } from './server.js'

const env = process.env
// The state folder the local services share (FOYER_STATE_DIR, default <repo>/.state).
const stateDir = env.FOYER_STATE_DIR || fileURLToPath(new URL('../../../.state', import.meta.url))
try {
  const onramp = await startOnramp({
    port: portOf('onramp', env, { listen: true }),
    ordersFile: join(stateDir, 'onramp', 'paid-orders'),
    rpcUrls: {
      31337: `http://127.0.0.1:${portOf('chainA', env)}`,
      31338: `http://127.0.0.1:${portOf('chainB', env)}`,
    },
  })
  console.log(`On-ramp provider (test): ${onramp.url}; treasury ${onramp.treasury}`)
  await new Promise<void>((resolve) => {
    process.once('SIGINT', () => resolve())
    process.once('SIGTERM', () => resolve())
  })
  await onramp.stop()
  process.exit(0)
} catch (error) {
  console.error(`The on-ramp provider could not start: ${(error as Error).message}`)
  process.exit(1)
}
