import { EMBEDDED_WALLET_CONNECTOR_ID, type FoyerState } from '@foyer/core'

/** What the Account view shows of the active namespace's account. */
export function selectAccount(state: FoyerState) {
  const account = state.accounts[state.activeNamespace]
  return {
    address: account?.address,
    balance: account?.balance,
    balanceSymbol: account?.balanceSymbol,
    profileName: account?.profileName ?? undefined,
    profileImage: account?.profileImage ?? undefined,
    network: state.caipNetwork,
    wallet: account?.connectedWalletInfo,
    embedded: account?.connectorId === EMBEDDED_WALLET_CONNECTOR_ID,
    // A social or Farcaster wallet has no email: no email update, and its key export needs an email code.
    loginProvider: state.embeddedWallet.loginProvider,
    emailWallet: account?.connectorId === EMBEDDED_WALLET_CONNECTOR_ID && !state.embeddedWallet.loginProvider,
    evm: state.activeNamespace === 'eip155',
    // Polkadot and Cosmos through WalletConnect alone: no chain to read balances or history from.
    noBalances: account?.balancesUnavailable === true,
    // A Bitcoin wallet's ordinals address: listed, never paid from.
    ordinals: account?.walletAccounts?.find((a) => a.type === 'ordinal')?.address,
  }
}

export type AccountSummary = ReturnType<typeof selectAccount>
