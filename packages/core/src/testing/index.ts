/** Test helpers: `import { createFakeAdapter } from '@foyer/core/testing'`. */
export {
  createFakeAdapter,
  createFakeConnector,
  FAKE_ADDRESS,
  FAKE_TX_HASH,
  type FakeAdapter,
  type FakeAdapterCall,
  type FakeAdapterMethod,
  type FakeAdapterOptions,
} from './fakeAdapter.js'
export { createFakeDirectoryFetch, createFakeWallets, fakeWalletId } from './fakeDirectory.js'
export { FAKE_ALICE, FAKE_HOLDINGS, FAKE_USDC } from './holdings.js'
export { testMainnet, testSepolia, testSolana } from './networks.js'
export {
  createScriptedFrame,
  SCRIPTED_FRAME_USER,
  type ScriptedFrame,
  type ScriptedFrameHandler,
} from './scriptedFrame.js'
export {
  createScriptedSession,
  type ScriptedSession,
  type ScriptedSessionAnswer,
  type ScriptedSessionOptions,
  type ScriptedSessionRequest,
} from './scriptedSession.js'
export {
  createScriptedWalletConnect,
  type ScriptedPairing,
  type ScriptedRequest,
  type ScriptedWalletConnect,
  scriptedPairingUri,
} from './scriptedWalletConnect.js'
