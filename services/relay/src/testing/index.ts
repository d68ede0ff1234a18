/** Test helpers shared by the workspaces that drive the WalletConnect SDK against this relay. */
export { MemoryKeyValueStorage } from './memoryStorage.js'
