/**
 * Facts the archived registry predates: EIP-6963 rdns, injected flags, and which wallets the list
 * shows first. Matched by lower-case wallet name; the array order is the display order.
 */
interface KnownWallet {
  names: readonly string[]
  rdns: string
  /** The provider flag the wallet sets on window.ethereum, as the hosted API's `injected_id`. */
  injectedId?: string
}

const KNOWN_WALLETS: readonly KnownWallet[] = [
  { names: ['metamask'], rdns: 'io.metamask', injectedId: 'isMetaMask' },
  { names: ['trust wallet', 'trust'], rdns: 'com.trustwallet.app', injectedId: 'isTrust' },
  { names: ['coinbase wallet', 'coinbase'], rdns: 'com.coinbase.wallet', injectedId: 'isCoinbaseWallet' },
  { names: ['rainbow'], rdns: 'me.rainbow', injectedId: 'isRainbow' },
  { names: ['phantom'], rdns: 'app.phantom', injectedId: 'isPhantom' },
  { names: ['okx wallet', 'okx'], rdns: 'com.okex.wallet', injectedId: 'isOkxWallet' },
  { names: ['zerion'], rdns: 'io.zerion.wallet', injectedId: 'isZerion' },
  { names: ['rabby'], rdns: 'io.rabby', injectedId: 'isRabby' },
  { names: ['crypto.com | defi wallet', 'crypto.com defi wallet'], rdns: 'com.crypto.wallet' },
  { names: ['ledger live'], rdns: 'com.ledger' },
  { names: ['bitkeep', 'bitget wallet'], rdns: 'com.bitget.web3', injectedId: 'isBitKeep' },
  { names: ['tokenpocket'], rdns: 'pro.tokenpocket', injectedId: 'isTokenPocket' },
  { names: ['imtoken'], rdns: 'im.token', injectedId: 'isImToken' },
  { names: ['safepal'], rdns: 'app.safepal', injectedId: 'isSafePal' },
  { names: ['coin98'], rdns: 'coin98.com', injectedId: 'isCoin98' },
  { names: ['1inch wallet'], rdns: 'io.1inch.wallet', injectedId: 'isOneInchIOSWallet' },
  { names: ['argent'], rdns: 'xyz.argent' },
  { names: ['frontier'], rdns: 'xyz.frontier.wallet', injectedId: 'isFrontier' },
  { names: ['tokenary'], rdns: 'io.tokenary', injectedId: 'isTokenary' },
  { names: ['ambire wallet'], rdns: 'com.ambire', injectedId: 'isAmbire' },
]

/** Display-order slot after the known wallets, where the rest of the registry starts. */
export const FIRST_UNKNOWN_ORDER = 100

export interface KnownWalletFacts {
  order: number
  rdns: string
  injected: { namespace: string; injected_id: string }[] | null
}

/** rdns, injected flag and display order for a well-known wallet, by its name. */
export function knownWalletFacts(name: string): KnownWalletFacts | undefined {
  const key = name.trim().toLowerCase()
  const index = KNOWN_WALLETS.findIndex((known) => known.names.includes(key))
  const known = KNOWN_WALLETS[index]
  if (!known) return undefined
  return {
    order: index + 1,
    rdns: known.rdns,
    injected: known.injectedId ? [{ namespace: 'eip155', injected_id: known.injectedId }] : null,
  }
}
