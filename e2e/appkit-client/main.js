// A minimal dApp page with the published AppKit client (pinned in package.json), on one devnet chain: no
// adapter unless ?adapter=ethers. Plain JavaScript: the root typecheck runs where this folder's packages are not installed.
import { createAppKit } from '@reown/appkit'
import { defineChain } from '@reown/appkit/networks'
import { EthersAdapter } from '@reown/appkit-adapter-ethers'
import { ChainController, ModalController, OnRampController, SwapController } from '@reown/appkit-controllers'
import { W3mFrameProvider } from '@reown/appkit-wallet'

const params = new URLSearchParams(window.location.search)
const projectId = params.get('projectId') ?? ''
const rpcUrl = params.get('rpc') ?? 'http://127.0.0.1:8545'

const devnet = defineChain({
  id: 31337,
  caipNetworkId: 'eip155:31337',
  chainNamespace: 'eip155',
  name: 'Foyer Devnet A',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [rpcUrl] } },
})

// No adapter by default (AppKit's WalletConnect-only mode). Without an adapter AppKit's UniversalAdapter
// parses every amount as 0 and its sendTransaction resolves with an empty hash without asking the
// wallet, so a swap needs a chain adapter: ?adapter=ethers adds the published ethers adapter.
const adapters = params.get('adapter') === 'ethers' ? [new EthersAdapter()] : []

window.appKit = createAppKit({
  adapters,
  projectId,
  networks: [devnet],
  metadata: {
    name: 'AppKit on Foyer',
    description: 'The hosted kit client against the local cloud',
    url: window.location.origin,
    icons: [],
  },
  // Email and social login run in the hosted secure-site iframe, which is no part of the cloud under test.
  // Swaps (the convert API) only when the test asks (?swaps=1).
  features: { email: false, socials: false, swaps: params.get('swaps') === '1', onramp: false },
})

// The hosted kit's own pieces the test drives directly (both ship inside @reown/appkit 1.7.4): its
// on-ramp controller (the quote it asks the cloud for) and its secure-frame client (email login,
// GET_USER and signing through the secure site's frame).
window.OnRampController = OnRampController
// Its modal, chain and swap state, which the swap test waits on.
window.ModalController = ModalController
window.ChainController = ChainController
window.SwapController = SwapController
window.W3mFrameProvider = W3mFrameProvider
// Pay's controller (@reown/appkit-pay, shipped with @reown/appkit 1.7.4), loaded only by the Pay test: its
// package exports none of the calls the test drives, so the file is imported by its path.
window.loadPayController = () =>
  import('./node_modules/@reown/appkit-pay/dist/esm/src/controllers/PayController.js').then(
    (m) => m.PayController,
  )
