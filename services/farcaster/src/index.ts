export { createTestClient } from './client.js'
export { createRelay, type RelayOptions } from './relay.js'
export { type FarcasterOptions, LOCAL_RELAY_KEY, type RunningFarcaster, startFarcaster } from './server.js'
