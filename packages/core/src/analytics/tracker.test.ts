import { describe, expect, it } from 'vitest'
import { EMBEDDED_WALLET_CONNECTOR_ID } from '../constants.js'
import { createFoyer } from '../createFoyer.js'
import { createMemoryStorage } from '../storage/storage.js'
import type { FoyerState } from '../store/types.js'
import { testMainnet } from '../testing/networks.js'
import { eventsBetween } from './tracker.js'

// A new instance's state: the kernel's and the slices its features registered.
const base: FoyerState = createFoyer({
  projectId: 'p',
  networks: [testMainnet],
  storage: createMemoryStorage(),
}).getState()
const connected: FoyerState = {
  ...base,
  accounts: {
    eip155: {
      status: 'connected',
      address: '0xabc',
      connectorId: EMBEDDED_WALLET_CONNECTOR_ID,
      accountType: 'smartAccount',
      connectedWalletInfo: { name: 'ada@example.com' },
    },
  },
}
const names = (next: FoyerState, prev: FoyerState) => eventsBetween(next, prev).map((e) => e.event)

describe('the events read from state changes', () => {
  it('names a social login that ends connected, and only a fresh connection (not a resync)', () => {
    const social = {
      ...connected,
      embeddedWallet: { ...base.embeddedWallet, loginProvider: 'github' as const },
    }
    expect(eventsBetween(social, base)).toEqual([
      { event: 'SOCIAL_LOGIN_SUCCESS', properties: { provider: 'github' } },
      { event: 'CONNECT_SUCCESS', properties: { method: 'email', name: 'ada@example.com' } },
    ])
    const resyncing = { ...base, accounts: { eip155: { status: 'reconnecting' as const } } }
    expect(names(connected, resyncing)).toEqual([])
  })

  it('follows a sign-in from the click to its outcome', () => {
    const signing = { ...connected, siwx: { status: 'signing' as const } }
    const where = { network: 'eip155:1', isSmartAccount: true }
    expect(eventsBetween(signing, { ...connected, siwx: { status: 'needed' } })).toEqual([
      { event: 'CLICK_SIGN_SIWX_MESSAGE', properties: where },
    ])
    expect(eventsBetween({ ...connected, siwx: { status: 'signed' } }, signing)).toEqual([
      { event: 'SIWX_AUTH_SUCCESS', properties: where },
    ])
    expect(eventsBetween({ ...connected, siwx: { status: 'needed' } }, signing)).toEqual([
      { event: 'SIWX_AUTH_ERROR', properties: where },
    ])
  })

  it('follows a send, with the token and amount the visitor chose', () => {
    const form = {
      ...connected.send,
      token: { symbol: 'USDC' } as FoyerState['send']['token'],
      sendTokenAmount: '1.5',
    }
    const pending = { ...connected, send: { ...form, status: 'pending' as const } }
    expect(eventsBetween(pending, { ...connected, send: form })).toEqual([
      {
        event: 'SEND_INITIATED',
        properties: { network: 'eip155:1', isSmartAccount: true, token: 'USDC', amount: 1.5 },
      },
    ])
    const failed = {
      ...connected,
      send: { ...form, status: 'error' as const, error: { id: 'transactionError' as const } },
    }
    expect(eventsBetween(failed, pending)).toEqual([
      {
        event: 'SEND_ERROR',
        properties: {
          network: 'eip155:1',
          isSmartAccount: true,
          token: 'USDC',
          amount: 1.5,
          message: 'transactionError',
        },
      },
    ])
  })

  it('names the view the visitor went to, not one they came back to', () => {
    const networks = {
      ...connected,
      router: {
        history: [{ view: 'Account' as const }, { view: 'Networks' as const }],
        direction: 'next' as const,
      },
    }
    expect(
      names(networks, { ...connected, router: { history: [{ view: 'Account' }], direction: 'next' } }),
    ).toEqual(['CLICK_NETWORKS'])
    const back = {
      ...connected,
      router: { history: [{ view: 'Account' as const }], direction: 'prev' as const },
    }
    expect(names(back, networks)).toEqual([])
  })
})
