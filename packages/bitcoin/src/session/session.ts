// The adapter beyond its page part (the class and discovery): one chunk, loaded with import() by preload()
// when the modal opens, by a remembered connection's reconnect, or by the first call that needs it.
export {
  connect,
  connectWalletConnect,
  disconnect,
  getAccountAddresses,
  reconnect,
  switchNetwork,
} from './lifecycle.js'
export { getBalance, signMessage, signPsbt } from './requests.js'
