import { bitcoinTestAccounts, solanaTestAccounts, testAccounts } from '@foyer/devnet'
import { privateKeyToAccount } from 'viem/accounts'
import { pageBitcoinNetwork, pageChains, pageSolanaNetworks, relayUrl } from './config.js'
import { bitcoinAccountIndex, solanaAccountIndex } from './wallet/constants.js'
import { WalletController } from './wallet/controller.js'
import { cosmosTestAccount } from './wallet/cosmos/account.js'
import { readPageParams } from './wallet/params.js'
import { polkadotTestAccount } from './wallet/polkadot/account.js'
import { solanaKeyFromSecret } from './wallet/solana/keypair.js'
import { createWalletKit } from './wallet/wallet-kit.js'

/** The running wallet of this page. */
export interface BootedWallet {
  controller: WalletController
  accountIndex: number
}

let booted: Promise<BootedWallet> | undefined

/**
 * Starts the page's wallet once (StrictMode runs effects twice; WalletKit must exist once): the
 * test account from `?account=N`, Solana test account 7, the Polkadot and Cosmos test keys
 * (src/keys/testKeys.ts), Bitcoin test account 7 on the regtest ledger, WalletKit on our relay, then pairs
 * with `?uri=wc:...` if given.
 */
export function bootWallet(): Promise<BootedWallet> {
  booted ??= (async () => {
    const { accountIndex, uri } = readPageParams(window.location.search)
    const key = testAccounts[accountIndex]?.privateKey
    if (!key) throw new Error(`No test account ${accountIndex}`)
    const kit = await createWalletKit({
      relayUrl,
      url: window.location.origin,
      // Each test account keeps its own sessions.
      storagePrefix: `foyer-wallet-${accountIndex}`,
    })
    const solanaAccount = solanaTestAccounts[solanaAccountIndex]
    const controller = new WalletController({
      kit,
      account: privateKeyToAccount(key),
      chains: pageChains,
      solana: { key: await solanaKeyFromSecret(solanaAccount.secretKey), networks: pageSolanaNetworks },
      // Their keys are derived on the first signature; until then the known addresses suffice.
      polkadot: polkadotTestAccount,
      cosmos: cosmosTestAccount,
      bitcoin: { account: bitcoinTestAccounts[bitcoinAccountIndex], networks: [pageBitcoinNetwork] },
    })
    controller.start()
    // A failed pairing shows in the wallet's notice; the page itself still works.
    if (uri) void controller.pair(uri).catch(() => {})
    return { controller, accountIndex }
  })()
  return booted
}
