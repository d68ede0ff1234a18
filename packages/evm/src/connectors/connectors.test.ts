// @vitest-environment happy-dom
import type { Connector } from '@foyer/core'
import { mainnet } from 'viem/chains'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { announce, createFakeProvider, createMemoryStorage } from '../_test/fakeProvider.js'
import { EvmAdapter } from '../EvmAdapter.js'

const cleanups: (() => void)[] = []
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
  delete (window as { ethereum?: unknown }).ethereum
  vi.restoreAllMocks()
})

describe('connectors', () => {
  it('lists a wallet announced through EIP-6963 with its rdns, name and icon', () => {
    const provider = createFakeProvider()
    const { info, remove } = announce(provider, 'io.example.alpha', 'Alpha Wallet')
    cleanups.push(remove)
    const adapter = new EvmAdapter({ networks: [mainnet], storage: createMemoryStorage() })
    expect(adapter.getConnectors()).toEqual([
      {
        id: 'io.example.alpha',
        type: 'ANNOUNCED',
        name: 'Alpha Wallet',
        chain: 'eip155',
        imageUrl: info.icon,
        info: { rdns: 'io.example.alpha' },
      },
    ])
  })

  it('emits a connectors event when a wallet announces itself late', async () => {
    const adapter = new EvmAdapter({ networks: [mainnet], storage: createMemoryStorage() })
    expect(adapter.getConnectors()).toEqual([])
    const event = new Promise<readonly Connector[]>((resolve) =>
      adapter.on('connectors', ({ connectors }) => resolve(connectors)),
    )
    // Announced in the same tick as construction, before wagmi's storage has hydrated.
    cleanups.push(announce(createFakeProvider(), 'io.example.late', 'Late Wallet').remove)
    expect((await event).map((c) => c.id)).toEqual(['io.example.late'])
    expect(adapter.getConnectors().map((c) => c.name)).toEqual(['Late Wallet'])
  })

  it('emits a connectors event for a wallet announcing after start-up', async () => {
    const adapter = new EvmAdapter({ networks: [mainnet], storage: createMemoryStorage() })
    await adapter.reconnect() // settles hydration
    const event = new Promise<readonly Connector[]>((resolve) =>
      adapter.on('connectors', ({ connectors }) => resolve(connectors)),
    )
    cleanups.push(announce(createFakeProvider(), 'io.example.later', 'Later Wallet').remove)
    expect((await event).map((c) => c.id)).toEqual(['io.example.later'])
  })

  it('offers the generic Browser Wallet only when window.ethereum exists', () => {
    const adapter = new EvmAdapter({ networks: [mainnet], storage: createMemoryStorage() })
    expect(adapter.getConnectors().some((c) => c.id === 'injected')).toBe(false)
    ;(window as { ethereum?: unknown }).ethereum = createFakeProvider()
    expect(adapter.getConnectors()).toContainEqual({
      id: 'injected',
      type: 'INJECTED',
      name: 'Browser Wallet',
      chain: 'eip155',
    })
  })

  it('makes no wallet or RPC request when constructed', () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch')
    const provider = createFakeProvider()
    cleanups.push(announce(provider, 'io.example.quiet', 'Quiet Wallet').remove)
    ;(window as { ethereum?: unknown }).ethereum = provider
    const adapter = new EvmAdapter({ networks: [mainnet], storage: createMemoryStorage() })
    adapter.setup({ networks: adapter.networks, projectId: 'p' })
    adapter.getConnectors()
    expect(provider.requests).toEqual([])
    expect(fetchSpy).not.toHaveBeenCalled()
  })
})
