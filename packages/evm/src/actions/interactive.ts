// What only a visitor's action or a remembered connection needs (connecting, resyncing, disconnecting,
// switching networks): EvmAdapter loads it with import(), so a page that is never connected does not carry it.
// Binds nothing: core's connection code is always there first, and the error classes both use ride in its chunk.
import '@foyer/core/connection'

export { onStateChange, readSnapshot } from './connectionEvents.js'
export { connectById } from './connectWallet.js'
export { disconnectWallet, reconnectStored } from './session.js'
export { switchToNetwork } from './switchNetwork.js'
