/** A Foyer instance with an adapter that takes the embedded wallet, and the frame's default answers. */
import { vi } from 'vitest'
import { EMBEDDED_WALLET_CONNECTOR_ID } from '../../constants.js'
import { createFoyer } from '../../createFoyer.js'
import { createMemoryStorage } from '../../storage/storage.js'
import { createFakeAdapter, FAKE_ADDRESS } from '../../testing/fakeAdapter.js'
import { testMainnet } from '../../testing/networks.js'
import type { EmbeddedWallet } from '../types.js'
import type { ScriptedFrame } from './scriptedTransport.js'

export function setup(storage = createMemoryStorage()) {
  let wallet: EmbeddedWallet | undefined
  const adapter = Object.assign(createFakeAdapter({ connectors: [] }), {
    async connectEmbeddedWallet(given: EmbeddedWallet) {
      wallet = given
      return { address: given.address(), chainId: given.chainId(), connectorId: EMBEDDED_WALLET_CONNECTOR_ID }
    },
  })
  const foyer = createFoyer({ projectId: 'p1', networks: [testMainnet], adapters: [adapter], storage })
  return { foyer, storage, wallet: () => wallet as EmbeddedWallet }
}

export const user = { email: 'ada@example.com', address: FAKE_ADDRESS, chainId: 1 }

/** Before each test: the email login's answers and a cloud that allows every origin. */
export function resetFrame(frame: ScriptedFrame) {
  frame.created = 0
  frame.failReady = false
  frame.requests = []
  frame.aborted = 0
  frame.handlers = {
    CONNECT_EMAIL: () => ({ action: 'VERIFY_OTP' }),
    CONNECT_OTP: () => undefined,
    GET_USER: () => user,
    IS_CONNECTED: () => ({ isConnected: true }),
  }
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ allowedOrigins: ['*'] }), { status: 200 })),
  )
}
