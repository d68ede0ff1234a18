import {
  type AdapterCoreOptions,
  type CaipNetwork,
  checkAdapterOptions,
  FamilyAdapter,
  type SendTokensParameters,
  type WalletAccount,
} from '@foyer/core'
import type { SignPsbtParameters, SignPsbtResult } from './actions/signPsbt.js'
import { bitcoinFamily, defaultReconnectTimeoutMs } from './internal/adapterCore.js'
import type { Connection } from './internal/connection.js'
import { bitcoinOptionsCheck } from './internal/optionsCheck.js'
import type { DiscoveredWallet } from './wallets/discovery.js'
import type { BitcoinConnector } from './wallets/toConnector.js'

// The page holds the class and discovery only; its methods forward to lazy.ts. Connecting, parameter checks
// and requests (the session chunk), Esplora reads, @scure/btc-signer and WalletConnect arrive with import()
// on first use, all through one import() (lazy.ts says why).
const lazy = () => import('./lazy.js')

export { defaultReconnectTimeoutMs }

/**
 * The adapter's options, all optional: `networks` (the app's Bitcoin networks, the first the default;
 * createFoyer hands the adapter those of its own `networks` option, which then win; without either,
 * mainnet, testnet, signet and regtest), `projectId`, `storage` (keys `foyer.bitcoin.*`; localStorage by
 * default, null for none) and `reconnectTimeoutMs` (how long reconnect() waits for the remembered wallet,
 * default 1000 ms).
 */
export type BitcoinAdapterOptions = AdapterCoreOptions

/** What BitcoinAdapter.estimateSend and sendTokens take: satoshis, no token (Bitcoin sends BTC only). */
export type BitcoinSendParameters = SendTokensParameters & { network: CaipNetwork }

/**
 * Foyer's Bitcoin adapter (CAIP namespace `bip122`): wallets that register through the Bitcoin wallet
 * standard (`bitcoin:connect`) and WBIP004 providers (`window.btc_providers`: Xverse, Leather, Magic Eden,
 * OKX, Phantom) become connectors; WalletConnect sessions connect through core's pairing. Balances, fees,
 * UTXOs and broadcasts go to the network's Esplora API (`rpcUrls.default.http[0]`); PSBTs are built with
 * @scure/btc-signer, loaded on first use. `connect` asks the wallet for its payment and ordinals addresses
 * (the payment address is the account, every address is in `accounts`; a wallet whose addresses belong to
 * another Bitcoin network connects on that one, and one that shares no payment address is a ConnectError);
 * `reconnect` takes what the remembered wallet still grants (a silent `standard:connect`, the standard's
 * `accounts`, a provider's `wallet_getAccount`); over WalletConnect the payment address is the session's
 * account, the others arrive with `getAccountAddresses` and `bip122_addressesChanged`. A Bitcoin address
 * belongs to one chain, so `switchNetwork` refuses (BitcoinRequestError, reason `network`) a network whose
 * addresses the connected wallet does not hold, or that a WalletConnect wallet did not approve. Balances
 * come from the network's Esplora API.
 * The options are checked in development builds (`process.env.NODE_ENV` not 'production': InvalidOptionError
 * naming the option); production builds leave the check out.
 *
 * @example
 * import { BitcoinAdapter, bitcoin, bitcoinTestnet } from '@foyer/bitcoin'
 * const btc = new BitcoinAdapter()
 * const foyer = createFoyer({ projectId, networks: [mainnet, bitcoin, bitcoinTestnet], adapters: [evm, btc] })
 */
export class BitcoinAdapter extends FamilyAdapter<DiscoveredWallet, Connection, BitcoinConnector> {
  readonly namespace = 'bip122' as const

  constructor(options: BitcoinAdapterOptions = {}) {
    // Development builds only, like React's prop checks: bundlers replace the expression, production drops it.
    if (process.env.NODE_ENV !== 'production') checkAdapterOptions(bitcoinOptionsCheck, options)
    super(bitcoinFamily, options)
  }

  protected loadSession() {
    return lazy().then((m) => m.loadSession())
  }

  /**
   * Called by core when the modal opens: loads the few KiB connecting and the first balance read need (no
   * Bitcoin library: @scure/btc-signer waits for an address check, an estimate or a PSBT), and a WBIP004
   * provider's connect code when one is on the page.
   */
  preload(): void {
    lazy().then(
      (m) => m.preload(this.core),
      () => undefined,
    )
  }

  /** True when `address` decodes as an address of the active network (checksum included). */
  isAddress(address: string): Promise<boolean> {
    return lazy().then((m) => m.isAddress(this.core, address))
  }

  /**
   * Satoshis a transfer pays the network: coin selection over the sender's UTXOs at the ledger's next-block
   * fee rate. An amount of 0 prices spending every UTXO (what the Send form's Max keeps back).
   */
  estimateSend(parameters: BitcoinSendParameters): Promise<{ fee: bigint }> {
    return lazy().then((m) => m.estimateSend(this.core, parameters))
  }

  /**
   * Sends `amount` satoshis from the payment address to `to`: the wallet's own transfer when it offers one,
   * else a PSBT the adapter builds, the wallet signs and the adapter broadcasts. Resolves the txid once the
   * ledger accepted it into its mempool (a block takes minutes; the send does not wait for one).
   * @throws UserRejectedRequestError when the visitor declines; BitcoinRequestError ('Insufficient funds',
   * 'Transaction error', ...).
   */
  sendTokens(parameters: BitcoinSendParameters): Promise<{ hash: string }> {
    return lazy().then((m) => m.sendTokens(this.core, parameters))
  }

  /**
   * Signs `message` (UTF-8) by BIP-322 (simple) with `address` (default the payment address); resolves the
   * signature, base64. Check it with `verifyBitcoinMessage`.
   * @throws UserRejectedRequestError when the visitor declines; InvalidParameterError.
   */
  signMessage(parameters: { message: string; address?: string | undefined }): Promise<string> {
    return lazy().then((m) => m.signMessage(this.core, parameters))
  }

  /**
   * Has the wallet sign a PSBT (base64): the inputs `signInputs` names per address, default every input paying
   * one of the wallet's addresses. With `broadcast`, it is finalized and broadcast (by the wallet when it can)
   * and `txid` is set.
   * @throws UserRejectedRequestError when the visitor declines; InvalidParameterError; BitcoinRequestError.
   */
  signPsbt(parameters: SignPsbtParameters): Promise<SignPsbtResult> {
    return lazy().then((m) => m.signPsbt(this.core, parameters))
  }

  /**
   * Asks the connected wallet for its current addresses (WalletConnect's `getAccountAddresses`, sats-connect's
   * `getAddresses`, a standard wallet's accounts), payment first; a change is reported as `accountChanged`.
   */
  getAccountAddresses(): Promise<WalletAccount[]> {
    return lazy().then((m) => m.getAccountAddresses(this.core))
  }
}
