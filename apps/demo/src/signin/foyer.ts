import { BitcoinAdapter, bitcoinRegtest } from '@foyer/bitcoin'
import { type CaipNetwork, createFoyer } from '@foyer/core'
import { EvmAdapter, toCaipNetwork } from '@foyer/evm'
import { createCloudSiwx } from '@foyer/siwx'
import { chains } from '../chains.js'

// Not imported from ../foyer.js: that module creates the main page's instance, and one page has one.
const evmNetworks = [toCaipNetwork(chains[0]), toCaipNetwork(chains[1])] as const
/** The stack's regtest ledger: a Bitcoin account signs in with BIP-322 (CAIP-122 message). */
const regtest: CaipNetwork = {
  ...bitcoinRegtest,
  name: 'Bitcoin Regtest (local)',
  rpcUrls: { default: { http: [`http://127.0.0.1:${__FOYER_PORTS__.bitcoin}`] } },
}
// `?bitcoin` adds Bitcoin. Without it the page is EVM-only, so a WalletConnect pairing signs in in one step
// (one-click sign-in is eip155-only).
const withBitcoin = new URLSearchParams(window.location.search).has('bitcoin')
const networks: readonly [CaipNetwork, ...CaipNetwork[]] = withBitcoin
  ? [...evmNetworks, regtest]
  : evmNetworks

const apiUrl = `http://localhost:${__FOYER_PORTS__.cloud}`
const projectId = 'c0ffee00000000000000000000000001'

/** Sign-in checked by the cloud: the nonce, the verification on the chain and the session are the server's. */
const siwx = createCloudSiwx({ apiUrl, projectId, required: true, statement: 'Sign in to Foyer Demo' })

/** A second Foyer set-up, as an app that requires sign-in writes it. */
export const foyer = createFoyer({
  projectId,
  networks,
  adapters: withBitcoin
    ? [new EvmAdapter({ networks: evmNetworks }), new BitcoinAdapter()]
    : [new EvmAdapter({ networks: evmNetworks })],
  metadata: { name: 'Foyer Demo', description: 'Sign-in required', url: window.location.origin, icons: [] },
  apiUrl,
  blockchainApiUrl: apiUrl,
  relayUrl: `ws://localhost:${__FOYER_PORTS__.relay}`,
  secureSiteUrl: __FOYER_SECURE_SITE_URL__,
  storageKey: 'foyer-signin',
  siwx,
})

/** What the app's own backend would do with the browser's token: ask the cloud who signed in. */
export async function verifiedSession(): Promise<
  { address: string; chainId: string; issuedAt: string } | undefined
> {
  const token = siwx.token()
  const response = await fetch(`${apiUrl}/v1/sessions/me?projectId=${projectId}`, {
    credentials: 'include',
    headers: token ? { authorization: `Bearer ${token}` } : {},
  })
  if (!response.ok) return undefined
  return ((await response.json()) as { session: { address: string; chainId: string; issuedAt: string } })
    .session
}
