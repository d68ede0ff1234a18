// The adapter beyond its page part (the class and discovery): one chunk without @solana/kit, loaded with
// import() by preload() when the modal opens, by a remembered connection's reconnect, or by the first call
// that needs it.
export { connect, connectWalletConnect, disconnect, reconnect, switchNetwork } from './lifecycle.js'
export { getBalance, getTokenBalance, signMessage } from './requests.js'
