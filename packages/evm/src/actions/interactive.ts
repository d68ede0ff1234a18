// What only a visitor's action needs (connecting, disconnecting, switching networks): EvmAdapter loads it with
// import(), so a page that never connects does not carry it.

export { disconnect as wagmiDisconnect } from '@wagmi/core'
export { connectById } from './connectWallet.js'
export { switchNetwork } from './switchNetwork.js'
