import { beforeEach, describe, expect, it, vi } from 'vitest'
import { createFoyer } from '../createFoyer.js'
import { contextOf } from '../instance/context.js'
import { loadActions } from '../instance/loadActions.js'
import { createMemoryStorage } from '../storage/storage.js'
import { createFakeAdapter, FAKE_ADDRESS } from '../testing/fakeAdapter.js'
import { testMainnet } from '../testing/networks.js'
import type { SIWXConfig } from './types.js'

// Counts the loads of the connection code (instance/actions.ts), which sign-in's controller comes with.
vi.mock('../instance/loadActions.js', async (importOriginal) => {
  const original = await importOriginal<typeof import('../instance/loadActions.js')>()
  return { loadActions: vi.fn(original.loadActions) }
})

/** A SIWX config with no session: the modal asks a connected account to sign in. */
function noSessions(): SIWXConfig {
  return {
    createMessage: vi.fn(),
    addSession: vi.fn(async () => {}),
    revokeSession: vi.fn(async () => {}),
    setSessions: vi.fn(async () => {}),
    getSessions: vi.fn(async () => []),
    getRequired: () => false,
  }
}

/** An app with one fake EVM wallet and sign-in configured, nothing stored. */
const signInApp = (siwx: SIWXConfig) =>
  createFoyer({
    projectId: 'p1',
    networks: [testMainnet],
    adapters: [createFakeAdapter()],
    storage: createMemoryStorage(),
    siwx,
  })

const connected = {
  address: FAKE_ADDRESS,
  chainId: testMainnet.id,
  connectorId: 'io.foyer.fake',
}

describe('sign-in starts when the visitor connects, not at page load', () => {
  beforeEach(() => vi.mocked(loadActions).mockClear())

  it('loads no connection code for a visitor who has not connected; a connect then asks to sign in', async () => {
    const siwx = noSessions()
    const foyer = signInApp(siwx)
    await foyer.ready
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(loadActions).not.toHaveBeenCalled()
    expect(foyer.getState().siwx.status).toBe('idle')

    await foyer.connect('io.foyer.fake')
    await vi.waitFor(() => expect(foyer.getState().siwx.status).toBe('needed'))
    expect(siwx.getSessions).toHaveBeenCalledWith('eip155:1', FAKE_ADDRESS)
  })

  it("starts with a stored connection's resync and checks its session", async () => {
    const storage = createMemoryStorage()
    storage.setItem('foyer:connection:eip155', 'io.foyer.fake')
    const siwx = noSessions()
    const foyer = createFoyer({
      projectId: 'p1',
      networks: [testMainnet],
      adapters: [createFakeAdapter({ reconnectResult: connected })],
      storage,
      siwx,
    })
    await foyer.ready
    await vi.waitFor(() => expect(foyer.getState().siwx.status).toBe('needed'))
    expect(siwx.getSessions).toHaveBeenCalledWith('eip155:1', FAKE_ADDRESS)
  })

  it('answers a pairing that starts right after the open with the one-click sign-in request', async () => {
    const siwx = noSessions()
    vi.mocked(siwx.createMessage).mockImplementation(async ({ accountAddress, chainId }) => {
      const data = {
        accountAddress,
        chainId,
        domain: 'app.example',
        uri: 'https://app.example',
        version: '1' as const,
        nonce: 'abcdefgh12345678',
        issuedAt: '2026-11-25T00:00:00.000Z',
      }
      return { ...data, toString: () => 'app.example wants you to sign in' }
    })
    const foyer = signInApp(siwx)
    foyer.open()
    // A WalletConnect pairing reads the controller when it starts (walletConnect/attempt.ts), maybe
    // before the browser was idle: the controller's stand-in is there once the connection code is.
    await contextOf(foyer).actions.run(async () => undefined)
    const request = await contextOf(foyer).siwx?.walletConnectRequest()
    expect(request).toMatchObject({ chains: ['eip155:1'], domain: 'app.example', nonce: 'abcdefgh12345678' })
    expect(foyer.getState().accounts.eip155?.status).toBe('disconnected')
  })

  it("the app's own sign-in call starts it", async () => {
    const foyer = signInApp(noSessions())
    // Nothing connected: nothing to sign, and it resolves.
    await expect(foyer.siwx.signOut()).resolves.toBeUndefined()
    expect(contextOf(foyer).siwx).toBeDefined()
  })
})
