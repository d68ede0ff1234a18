import { createMemoryStorage, InvalidOptionError } from '@foyer/core'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createSolanaAdapter } from './createSolanaAdapter.js'
import { solanaDevnet, solanaMainnet, solanaNetworks, solanaTestnet } from './networks/networks.js'
import { SolanaAdapter } from './SolanaAdapter.js'

describe('SolanaAdapter options', () => {
  afterEach(() => {
    vi.unstubAllEnvs()
  })

  it("defaults to the public clusters, then takes the app's Solana networks from setup", () => {
    const adapter = createSolanaAdapter({ storage: null })
    expect(adapter).toBeInstanceOf(SolanaAdapter)
    expect(adapter.namespace).toBe('solana')
    expect(adapter.networks).toEqual(solanaNetworks)
    expect(adapter.network).toBe(solanaMainnet)
    adapter.setup({ networks: [solanaTestnet, solanaDevnet], projectId: 'p1' })
    expect(adapter.networks).toEqual([solanaTestnet, solanaDevnet])
    expect(adapter.network).toBe(solanaTestnet)
    expect(adapter.projectId).toBe('p1')
    expect(adapter.getConnectors()).toEqual([])
  })

  it('starts on the remembered network', () => {
    const storage = createMemoryStorage()
    storage.setItem('foyer.solana.chainId', solanaDevnet.id)
    expect(new SolanaAdapter({ storage }).network).toBe(solanaDevnet)
  })

  it('rejects invalid options with the option named', () => {
    expect(() => new SolanaAdapter({ networks: [] })).toThrow(
      /Invalid option "networks".*at least one network/s,
    )
    const evm = { ...solanaMainnet, chainNamespace: 'eip155' }
    expect(() => new SolanaAdapter({ networks: [evm as never] })).toThrow(/Invalid option "networks\.0\./)
    const noRpc = { ...solanaMainnet, rpcUrls: { default: { http: [] } } }
    expect(() => new SolanaAdapter({ networks: [noRpc] })).toThrow(/networks\.0\.rpcUrls\.default\.http/)
    expect(() => new SolanaAdapter({ storage: {} as never })).toThrow(/Invalid option "storage"/)
  })

  it('checks the options in development builds only', () => {
    vi.stubEnv('NODE_ENV', 'development')
    expect(() => new SolanaAdapter({ projectId: '', storage: null })).toThrow(
      new InvalidOptionError('projectId', 'must not be empty'),
    )
    vi.stubEnv('NODE_ENV', 'production')
    expect(new SolanaAdapter({ projectId: '', storage: null }).projectId).toBe('')
  })

  it('rejects an invalid address in getBalance before any request', async () => {
    const adapter = new SolanaAdapter({ storage: null })
    await expect(
      adapter.getBalance({ address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', network: solanaMainnet }),
    ).rejects.toMatchObject({ name: 'InvalidParameterError', code: 'INVALID_ADDRESS' })
  })

  it("reports 'Token Balance Unavailable' when the RPC cannot be reached", async () => {
    const adapter = new SolanaAdapter({ storage: null })
    const offline = { ...solanaMainnet, rpcUrls: { default: { http: ['http://127.0.0.1:1'] } } }
    await expect(
      adapter.getBalance({ address: '11111111111111111111111111111111', network: offline }),
    ).rejects.toMatchObject({ name: 'SolanaRequestError', shortMessage: 'Token Balance Unavailable' })
  }, 15_000)
})
