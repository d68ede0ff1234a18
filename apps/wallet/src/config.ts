import { bitcoinWalletNetwork } from './wallet/bitcoin/account.js'
import { walletChains } from './wallet/chains.js'
import { solanaWalletNetworks } from './wallet/solana/networks.js'

/** The page's devnet chains, on the ports the stack was started with. */
export const pageChains = walletChains(__FOYER_WALLET_PORTS__)

/** The Solana ledgers of the stack (mainnet-beta, devnet and testnet stand-ins). */
export const pageSolanaNetworks = solanaWalletNetworks(__FOYER_WALLET_PORTS__)

/** The Bitcoin regtest ledger of the stack (Esplora API). */
export const pageBitcoinNetwork = bitcoinWalletNetwork(__FOYER_WALLET_PORTS__.bitcoinEsploraUrl)

/** Our WalletConnect relay. */
export const relayUrl = `ws://localhost:${__FOYER_WALLET_PORTS__.relay}`
