#!/usr/bin/env node
// `node --conditions=source --import tsx services/idp/src/cli.ts`: the local identity provider.
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { portOf } from '@foyer/service-kit/ports'
import { startIdp } from './server.js'

const env = process.env
const stateDir = env.FOYER_STATE_DIR || fileURLToPath(new URL('../../../.state', import.meta.url))
try {
  const secureSite = env.FOYER_SECURE_SITE_URL || `http://localhost:${portOf('secureSite', env)}`
  const idp = await startIdp({
    port: portOf('idp', env, { listen: true }),
    redirectUris: [`${secureSite.replace(/\/$/, '')}/social/callback`],
    stateDir: join(stateDir),
    ...(env.FOYER_IDP_URL ? { publicUrl: env.FOYER_IDP_URL } : {}),
  })
  console.log(`Identity provider: ${idp.url} (google, github, apple, facebook, x, discord)`)
  await new Promise<void>((resolve) => {
    process.once('SIGINT', () => resolve())
    process.once('SIGTERM', () => resolve())
  })
  await idp.stop()
  process.exit(0)
} catch (error) {
  console.error(`The identity provider could not start: ${(error as Error).message}`)
  process.exit(1)
}
