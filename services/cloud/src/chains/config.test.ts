import { describe, expect, it } from 'vitest'
import { chainsFromEnv } from './config.js'

describe('chainsFromEnv', () => {
  it('serves the devnet chains on loopback ports, or at the RPC URLs the environment names', () => {
    expect(chainsFromEnv({}).map((c) => c.rpcUrl)).toEqual(['http://127.0.0.1:8545', 'http://127.0.0.1:8546'])
    expect(
      chainsFromEnv({ FOYER_CHAIN_A_RPC_URL: 'http://devnet:8545', FOYER_CHAIN_B_PORT: '9546' }).map(
        (c) => c.rpcUrl,
      ),
    ).toEqual(['http://devnet:8545', 'http://127.0.0.1:9546'])
    expect(() => chainsFromEnv({ FOYER_CHAIN_B_RPC_URL: 'devnet:8546' })).toThrow(
      'FOYER_CHAIN_B_RPC_URL=devnet:8546 is not an http(s) URL',
    )
  })
})
