import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { rssOf } from './bench/memory.js'
import { spawnRelay } from './bench/relays.js'
import { RawRelayClient } from './testing/raw-client.js'

const MiB = 1024 * 1024

describe('the relay on PGlite (what npm start runs)', () => {
  it('stays under 300 MiB resident when idle, on its first start (new folder) and on the next', async () => {
    const stateDir = await mkdtemp(join(tmpdir(), 'foyer-relay-memory-'))
    try {
      for (const start of ['first', 'next']) {
        const relay = await spawnRelay([], { FOYER_STATE_DIR: stateDir })
        try {
          // It answers from the database (the store is open), then settles.
          const client = await RawRelayClient.connect(relay.url)
          expect((await client.call('irn_subscribe', { topic: 'ab'.repeat(32) })).result).toEqual(
            expect.any(String),
          )
          await client.close()
          process.kill(relay.pid, 'SIGUSR2') // a full collection (bench/relays.ts)
          await new Promise((resolve) => setTimeout(resolve, 500))
          expect(rssOf(relay.pid), `${start} start`).toBeLessThan(300 * MiB)
        } finally {
          await relay.stop()
        }
      }
    } finally {
      await rm(stateDir, { recursive: true, force: true })
    }
  }, 300_000)
})
