import { pageMessages } from './pageMessages.js'

/**
 * Every text the modal shows, keyed by id. Apps translate or reword through
 * `<FoyerProvider messages={{ ... }}>`; `{name}`-style placeholders are filled at render time.
 * Error texts are the spec's §8 wording and usually arrive from core already formatted.
 */
export const en = {
  ...pageMessages,
  back: 'Back',

  titleConnect: 'Connect Wallet',
  titleAccount: 'Account',
  titleAllWallets: 'All Wallets',
  titleNetworks: 'Choose Network',
  titleUnsupportedChain: 'Switch Network',
  titleWalletConnect: 'WalletConnect',
  titleNotAvailable: 'Not available yet',
  titleWhatIsAWallet: 'What is a wallet?',

  walletsListLabel: 'Wallets',
  tagInstalled: 'Installed',
  tagRecent: 'Recent',
  allWallets: 'All Wallets',
  walletCount: '{count} wallets',
  newToWallets: 'New to wallets?',
  whatIsAWallet: 'What is a wallet?',
  getAWallet: 'Get a wallet',
  whatIsAWalletHomeTitle: 'A home for your digital assets',
  whatIsAWalletHomeBody:
    'A wallet sends, receives, stores and shows digital assets such as tokens and NFTs. Only you hold its keys.',
  whatIsAWalletLoginTitle: 'A new way to sign in',
  whatIsAWalletLoginBody:
    'Instead of an account and password for every site, connect your wallet and approve with one tap.',
  or: 'or',
  emailLabel: 'Email',
  emailPlaceholder: 'Email',
  continue: 'Continue',
  emailNotAvailable: 'Email login is not available yet',
  socialsLabel: 'Social login',
  continueWithSocial: 'Continue with {provider}',
  noWallets: 'No wallets found',

  continueIn: 'Continue in {name}',
  acceptConnection: 'Accept connection request in the wallet',
  connectionDeclined: 'Connection declined',

  copyAddress: 'Copy address',
  addressCopied: 'Address copied',
  copied: 'Copied',
  connectedWallet: 'Wallet',
  copyFailed: 'Failed to copy address',
  blockExplorer: 'Block Explorer',
  disconnect: 'Disconnect',
  network: 'Network',
  balance: 'Balance',

  receive: 'Receive',
  titleReceive: 'Receive',
  accountTabsLabel: 'Portfolio',
  tabTokens: 'Tokens',
  tabNfts: 'NFTs',
  tabActivity: 'Activity',
  loadingTokens: 'Loading tokens',
  loadingActivity: 'Loading activity',
  noTokens: 'No tokens yet',
  noTokensHint: 'Tokens sent to this address on {network} show up here.',
  noNfts: 'No NFTs yet',
  noNftsHint: 'NFTs are unique tokens, such as art or tickets. Get one on an NFT marketplace or a mint page.',
  noActivity: 'No activity yet',
  noActivityHint: 'Your transactions on {network} show up here.',
  tokenBalanceUnavailable: 'Token Balance Unavailable',
  failedToFetchTransactions: 'Failed to fetch transactions',
  loadMore: 'Load more',
  receiveQrLabel: 'QR code of your address',
  receiveNetworks: 'Send assets on these networks only',

  send: 'Send',
  titleSendPreview: 'Review send',
  sendToken: 'Token',
  sendChooseToken: 'Choose a token',
  sendAmount: 'Amount',
  sendMax: 'Max',
  sendBalance: 'Balance: {balance}',
  sendReceiver: 'To',
  sendReceiverPlaceholder: 'Address or ENS name',
  sendResolving: 'Resolving name…',
  sendNetworkFee: 'Network fee',
  sendPreview: 'Preview send',
  sendPending: 'Sending…',
  sendSuccess: 'Transaction sent',
  sendViewOnExplorer: 'View on block explorer',
  sendBackToAccount: 'Back to account',

  networksListLabel: 'Networks',
  switching: 'Switching...',
  selected: 'Selected',

  unsupportedChainTitle: 'Unsupported chain',
  unsupportedChainBody:
    'Your wallet is on a network this app does not support. Switch to a supported network to continue.',

  searchWallet: 'Search wallet',
  loadingWallets: 'Loading wallets',
  scanWithWalletConnect: 'Scan a QR code with WalletConnect',
  openMobileApp: 'Open the mobile app',
  openDesktopApp: 'Open the desktop app',
  openWebApp: 'Open the web app',
  getWallet: 'Get {name}',
  appStore: 'App Store',
  playStore: 'Google Play',
  website: 'Website',
  walletLinksLabel: 'Open {name}',
  walletNotFound: 'Wallet not found',
  creatingPairing: 'Creating a pairing code…',
  walletConnectQrLabel: 'WalletConnect QR code',
  scanWithPhone: 'Scan this QR code with your phone',
  scanWithWallet: 'Scan this QR code with {name} on your phone',
  openWallet: 'Open {name}',
  copyLink: 'Copy link',
  linkCopied: 'Link copied',
  linkCopyFailed: 'Failed to copy link',
  connectionFailed: 'Connection failed',

  comingSoon: 'Coming soon',
  notAvailableBody: 'This view is not available yet.',

  dismiss: 'Dismiss',

  couldNotLoadWallets: 'Could not load wallets',
  couldNotLoadRecommendedWallets: 'Could not load recommended wallets',
  retry: 'Retry',
  noWalletsHint: 'Try another name, or connect any wallet with WalletConnect.',
  clearSearch: 'Clear search',
  useWalletConnect: 'Use WalletConnect',

  viewLoadFailed: 'This part of the modal could not be loaded. Check your connection and try again.',
} as const

/** Ids of the modal's texts. */
export type MessageId = keyof typeof en

/** The full message table; `messages` on FoyerProvider takes any subset of it. */
export type Messages = Record<MessageId, string>
