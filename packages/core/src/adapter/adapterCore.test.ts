import { afterEach, describe, expect, it, vi } from 'vitest'
import { testMainnet } from '../testing/networks.js'
import { AdapterCore, type AdapterCoreConnection, type AdapterFamily } from './adapterCore.js'
import { chainAdapterOptionsCheck } from './optionChecks.js'

// A third party's family that still sets `options` (the contract before the checks moved into constructors).
const family: AdapterFamily<never, AdapterCoreConnection> = {
  namespace: 'eip155',
  defaults: [testMainnet],
  keyPrefix: 'test.family',
  options: chainAdapterOptionsCheck(() => undefined),
  reconnectTimeoutMs: 10,
  watchWallets: () => ({ list: () => [], find: () => undefined, stop: () => {} }),
  toConnector: () => {
    throw new Error('no wallets')
  },
  walletGone: () => false,
}

describe("a family's `options` check", () => {
  afterEach(() => {
    vi.unstubAllEnvs()
  })

  it('runs in development builds and is left out of production ones; a family may leave it out', () => {
    vi.stubEnv('NODE_ENV', 'development')
    expect(() => new AdapterCore(family, { projectId: '', storage: null })).toThrow(
      'Invalid option "projectId": must not be empty',
    )
    const { options: _, ...withoutCheck } = family
    expect(new AdapterCore(withoutCheck, { projectId: '', storage: null }).projectId).toBe('')
    vi.stubEnv('NODE_ENV', 'production')
    expect(new AdapterCore(family, { projectId: '', storage: null }).projectId).toBe('')
  })
})
