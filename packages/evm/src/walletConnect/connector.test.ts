/** The wagmi connector over a WalletConnect session, driven by a scripted session (no relay). */
import type { WalletConnectSession, WalletConnectSessionEventMap } from '@foyer/core'
import { createConfig, getConnection, http } from '@wagmi/core'
import { mainnet } from 'viem/chains'
import { describe, expect, it } from 'vitest'
import { testAccount, testAccountChecksummed } from '../_test/fakeProvider.js'
import { connectWalletConnect } from './connect.js'

const other = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8'
const otherChecksummed = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

/** A session on mainnet with `testAccount`; `emit` plays the wallet's events. */
function scriptedSession() {
  const listeners = new Map<string, Set<(payload: never) => void>>()
  const session: WalletConnectSession = {
    accounts: (ns) => (ns === 'eip155' ? [`eip155:1:${testAccount}`] : []),
    chains: (ns) => (ns === 'eip155' ? ['eip155:1'] : []),
    peer: { name: 'Phone Wallet' },
    request: async () => undefined as never,
    on(event, listener) {
      const set = listeners.get(event) ?? new Set()
      listeners.set(event, set)
      set.add(listener as (payload: never) => void)
      return () => set.delete(listener as (payload: never) => void)
    },
    disconnect: async () => {},
  }
  const emit = <E extends keyof WalletConnectSessionEventMap>(
    event: E,
    payload: WalletConnectSessionEventMap[E],
  ) => {
    for (const listener of listeners.get(event) ?? []) (listener as (p: typeof payload) => void)(payload)
  }
  return { session, emit }
}

async function connected() {
  const config = createConfig({ chains: [mainnet], transports: { [mainnet.id]: http() }, connectors: [] })
  const { session, emit } = scriptedSession()
  await connectWalletConnect(config, session)
  expect(getConnection(config).address).toBe(testAccountChecksummed)
  return { config, emit }
}

describe("the WalletConnect connector on the wallet's accountsChanged", () => {
  it('keeps the valid addresses, checksummed, and ignores the rest without throwing', async () => {
    const { config, emit } = await connected()
    emit('accountsChanged', {
      chainId: 'eip155:1',
      accounts: ['eip155:1:not-an-address', `eip155:1:${other}`, 'eip155:1:0x1234'],
    })
    expect(getConnection(config)).toMatchObject({ status: 'connected', address: otherChecksummed })
    expect(getConnection(config).addresses).toEqual([otherChecksummed])
  })

  it('disconnects when no valid address is left', async () => {
    const { config, emit } = await connected()
    emit('accountsChanged', { chainId: 'eip155:1', accounts: ['eip155:1:garbage'] })
    expect(getConnection(config).status).toBe('disconnected')
  })
})
