#!/usr/bin/env node
// `node --conditions=source --import tsx services/farcaster/src/cli.ts`: the Farcaster auth relay
// stand-in and the test Farcaster client page.
import { type PortName, portOf } from '@foyer/service-kit/ports'
import { startFarcaster } from './server.js'

const env = process.env
const number = (name: string, fallback: number) => {
  const raw = env[name]
  const value = raw ? Number(raw) : fallback
  if (!Number.isInteger(value) || value < 0) {
    console.error(`${name}=${raw} is not a valid number`)
    process.exit(2)
  }
  return value
}
const port = (name: PortName, listen = false) => {
  try {
    return portOf(name, env, { listen })
  } catch (error) {
    console.error((error as Error).message)
    process.exit(2)
  }
}
try {
  const farcaster = await startFarcaster({
    relayPort: port('farcasterRelay', true),
    clientPort: port('farcasterClient', true),
    rpcUrl: `http://127.0.0.1:${port('chainOp')}`,
    channelTtlMs: number('FOYER_FARCASTER_CHANNEL_TTL_S', 300) * 1000,
    ...(env.FOYER_FARCASTER_RELAY_KEY ? { relayKey: env.FOYER_FARCASTER_RELAY_KEY } : {}),
  })
  console.log(`Farcaster auth relay: ${farcaster.relayUrl}; test Farcaster client: ${farcaster.clientUrl}`)
  await new Promise<void>((resolve) => {
    process.once('SIGINT', () => resolve())
    process.once('SIGTERM', () => resolve())
  })
  await farcaster.stop()
  process.exit(0)
} catch (error) {
  console.error(`The Farcaster stand-ins could not start: ${(error as Error).message}`)
  process.exit(1)
}
