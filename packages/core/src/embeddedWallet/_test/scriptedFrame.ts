/**
 * A Foyer instance with an adapter that takes the embedded wallet, on the scripted frame (createFoyer's
 * `embeddedWallet.frameTransport`), and the frame's default answers.
 */
import { vi } from 'vitest'
import { EMBEDDED_WALLET_CONNECTOR_ID } from '../../constants.js'
import { createFoyer } from '../../createFoyer.js'
import type { FoyerOptions } from '../../instance/foyerOptions.js'
import { createMemoryStorage } from '../../storage/storage.js'
import { createFakeAdapter, FAKE_ADDRESS } from '../../testing/fakeAdapter.js'
import { testMainnet } from '../../testing/networks.js'
import { createScriptedFrame, type ScriptedFrame } from '../../testing/scriptedFrame.js'
import type { EmbeddedWallet } from '../types.js'

/** The secure site's frame every instance of a test file talks to. */
export const frame = createScriptedFrame()

export function setup(storage = createMemoryStorage(), options: Partial<FoyerOptions> = {}) {
  let wallet: EmbeddedWallet | undefined
  const adapter = Object.assign(createFakeAdapter({ connectors: [] }), {
    async connectEmbeddedWallet(given: EmbeddedWallet) {
      wallet = given
      return { address: given.address(), chainId: given.chainId(), connectorId: EMBEDDED_WALLET_CONNECTOR_ID }
    },
  })
  const foyer = createFoyer({
    projectId: 'p1',
    networks: [testMainnet],
    adapters: [adapter],
    storage,
    ...options,
    embeddedWallet: { frameTransport: frame.transport, ...options.embeddedWallet },
  })
  return { foyer, storage, wallet: () => wallet as EmbeddedWallet }
}

export const user = { email: 'ada@example.com', address: FAKE_ADDRESS, chainId: 1 }

/** Before each test: the email login's answers, a stored session the secure site knows, and a cloud that allows every origin. */
export function resetFrame(frame: ScriptedFrame) {
  frame.reset()
  frame.handlers.GET_USER = () => user
  frame.handlers.IS_CONNECTED = () => ({ isConnected: true })
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ allowedOrigins: ['*'] }), { status: 200 })),
  )
}
