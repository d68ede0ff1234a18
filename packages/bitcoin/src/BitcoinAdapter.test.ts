import { InvalidOptionError } from '@foyer/core'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { BitcoinAdapter } from './BitcoinAdapter.js'
import { bitcoin } from './networks/networks.js'

describe('BitcoinAdapter options', () => {
  afterEach(() => {
    vi.unstubAllEnvs()
  })

  it('are checked in development builds, naming the option', () => {
    vi.stubEnv('NODE_ENV', 'development')
    expect(() => new BitcoinAdapter({ networks: [], storage: null })).toThrow(
      new InvalidOptionError('networks', 'at least one network is required'),
    )
    const noEsplora = { ...bitcoin, rpcUrls: { default: { http: ['ws://127.0.0.1:1'] } } }
    expect(() => new BitcoinAdapter({ networks: [noEsplora], storage: null })).toThrow(
      new InvalidOptionError('networks.0.rpcUrls.default.http.0', 'expected an http(s) URL'),
    )
  })

  it('are not checked in production builds, which leave the check out', () => {
    vi.stubEnv('NODE_ENV', 'production')
    expect(new BitcoinAdapter({ projectId: '', storage: null }).projectId).toBe('')
  })
})
