import type { FoyerState } from '@foyer/core'
import { EMBEDDED_WALLET_CONNECTOR_ID, shortenAddress } from '@foyer/core'
import { useEffect, useRef, useState } from 'react'
import { Avatar } from '../components/Avatar.js'
import {
  AtIcon,
  CardIcon,
  CheckIcon,
  ChevronIcon,
  CopyIcon,
  DisconnectIcon,
  ExternalIcon,
  KeyIcon,
  MailIcon,
  QrIcon,
  SendIcon,
  SwapIcon,
} from '../components/icons.js'
import { SocialIcon } from '../components/SocialIcon.js'
import { SOCIAL_NAMES } from '../components/socialNames.js'
import { WalletImage } from '../components/WalletImage.js'
import { useFoyerContext } from '../hooks/useFoyerContext.js'
import { shallowEqual, useFoyerSelector } from '../hooks/useFoyerSelector.js'
import { useStyle } from '../styles/injectStyle.js'
import { formatAmount } from '../utils/formatAmount.js'
import { AccountElsewhere } from './account/AccountElsewhere.js'
import { AccountTabs } from './account/AccountTabs.js'
import { AccountTypeLabel, AccountTypeSwitch } from './account/AccountTypeSwitch.js'
import { accountCss } from './account/accountCss.js'
import { NetworkRow } from './account/NetworkRow.js'

function selectAccount(state: FoyerState) {
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

/** How long the copy button's 'Copied' confirmation stays. */
const COPIED_MS = 2000

/**
 * Account: avatar, name or short address with a copy button, balance, the connected wallet's name
 * and icon, network, send, receive, explorer, the Tokens, NFTs and Activity tabs, and Disconnect last.
 */
export default function AccountView() {
  const { foyer, t, locale } = useFoyerContext()
  useStyle('foyer-account', accountCss)
  const {
    address,
    balance: rawBalance,
    balanceSymbol,
    profileName,
    profileImage,
    network,
    wallet,
    embedded,
    loginProvider,
    emailWallet,
    evm,
    noBalances,
    ordinals,
  } = useFoyerSelector(selectAccount, shallowEqual)
  const balance = formatAmount(rawBalance, balanceSymbol, locale)
  const caipNetworkId = network?.caipNetworkId

  useEffect(() => {
    // The blockchain API is asked only now that the visitor opened the account (never at page load).
    if (!address || !caipNetworkId) return
    foyer.fetchIdentity(address, caipNetworkId).catch(() => {})
  }, [foyer, address, caipNetworkId])

  const [copied, setCopied] = useState(false)
  const copiedTimer = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(copiedTimer.current), [])

  // Picked a network of a namespace with no wallet connected: a way to connect one, or back.
  if (!address) return <AccountElsewhere network={network} />

  // Confirmed beside the button (a snackbar would cover the actions below); only a refusal goes to the snackbar.
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(address)
    } catch {
      await foyer.showSnackbar('error', t('copyFailed'))
      return
    }
    setCopied(true)
    clearTimeout(copiedTimer.current)
    copiedTimer.current = setTimeout(() => setCopied(false), COPIED_MS)
  }
  const explorer = network?.blockExplorers?.default
  const networkName = network?.name || t('unknownNetwork')

  return (
    <div className="foyer-stack">
      <div className="foyer-center" style={{ paddingTop: 0 }}>
        <Avatar address={address} image={profileImage} size="calc(var(--foyer-font-size-master) * 6.4)" />
        <div className="foyer-account-address">
          <p className="foyer-account-name" title={address}>
            {profileName ?? shortenAddress(address)}
          </p>
          <button type="button" className="foyer-icon-button" aria-label={t('copyAddress')} onClick={copy}>
            {copied ? <CheckIcon /> : <CopyIcon />}
          </button>
          <span className="foyer-copied" role="status">
            {copied ? t('copied') : ''}
          </span>
        </div>
        {balance ? (
          <p className="foyer-muted" data-testid="foyer-balance">
            {balance}
          </p>
        ) : noBalances ? (
          <p className="foyer-muted" data-testid="foyer-balance-unavailable">
            {t('balancesUnavailable', { network: networkName })}
          </p>
        ) : null}
        {wallet ? (
          <p className="foyer-account-wallet" data-testid="foyer-connected-wallet">
            {loginProvider ? (
              <SocialIcon provider={loginProvider} />
            ) : embedded ? (
              <span className="foyer-account-wallet__mail" aria-hidden="true">
                <MailIcon />
              </span>
            ) : (
              <WalletImage name={wallet.name} imageUrl={wallet.icon} size="20px" />
            )}
            <span className="foyer-visually-hidden">
              {loginProvider
                ? t('loggedInWith', { provider: SOCIAL_NAMES[loginProvider] })
                : t('connectedWallet')}
              :{' '}
            </span>
            {wallet.name || (embedded ? t('emailWalletName') : '')}
          </p>
        ) : null}
        <AccountTypeLabel />
        {ordinals ? (
          <p className="foyer-muted" data-testid="foyer-ordinals-address" title={ordinals}>
            {t('ordinalsAddress')}: {shortenAddress(ordinals)}
          </p>
        ) : null}
      </div>
      <ul className="foyer-list">
        <NetworkRow network={network} name={networkName} />
        {foyer.options.features.accountNames && evm && !profileName ? (
          <li>
            <button
              type="button"
              className="foyer-list-item"
              onClick={() => foyer.router.push('RegisterAccountName')}
            >
              <span className="foyer-icon" aria-hidden="true">
                <AtIcon />
              </span>
              <span className="foyer-list-item__name">{t('chooseName')}</span>
              <ChevronIcon />
            </button>
          </li>
        ) : null}
        <AccountTypeSwitch />
        {emailWallet ? (
          <li>
            <button
              type="button"
              className="foyer-list-item"
              onClick={() => foyer.router.push('UpdateEmailWallet')}
            >
              <span className="foyer-icon" aria-hidden="true">
                <MailIcon />
              </span>
              <span className="foyer-list-item__name">{t('updateEmail')}</span>
              <ChevronIcon />
            </button>
          </li>
        ) : null}
        {emailWallet ? (
          <li>
            <button
              type="button"
              className="foyer-list-item"
              // Cancelling in the secure frame is the visitor's choice, not an error to show.
              onClick={() => foyer.embeddedWallet.exportPrivateKey().catch(() => {})}
            >
              <span className="foyer-icon" aria-hidden="true">
                <KeyIcon />
              </span>
              <span className="foyer-list-item__name">{t('exportPrivateKey')}</span>
            </button>
          </li>
        ) : null}
        {embedded ? (
          <li>
            <button
              type="button"
              className="foyer-list-item"
              // The secure site's card adds (and lists, removes) passkeys; closing it is no error.
              onClick={() => foyer.embeddedWallet.addPasskey().catch(() => {})}
            >
              <span className="foyer-icon" aria-hidden="true">
                <KeyIcon />
              </span>
              <span className="foyer-list-item__name">{t('addPasskey')}</span>
            </button>
          </li>
        ) : null}
        {foyer.options.features.send && !noBalances ? (
          <li>
            <button
              type="button"
              className="foyer-list-item"
              onClick={() => {
                // A finished send leaves its summary behind; a new one starts from an empty form.
                if (foyer.getState().send.status === 'success') void foyer.send.reset()
                foyer.router.push('Send')
              }}
            >
              <span className="foyer-icon" aria-hidden="true">
                <SendIcon />
              </span>
              <span className="foyer-list-item__name">{t('send')}</span>
            </button>
          </li>
        ) : null}
        {foyer.options.features.onramp && evm ? (
          <li>
            <button
              type="button"
              className="foyer-list-item"
              onClick={() => foyer.router.push('OnRampProviders')}
            >
              <span className="foyer-icon" aria-hidden="true">
                <CardIcon />
              </span>
              <span className="foyer-list-item__name">{t('buy')}</span>
            </button>
          </li>
        ) : null}
        {foyer.options.features.swaps && evm ? (
          <li>
            <button type="button" className="foyer-list-item" onClick={() => foyer.router.push('Swap')}>
              <span className="foyer-icon" aria-hidden="true">
                <SwapIcon />
              </span>
              <span className="foyer-list-item__name">{t('titleSwap')}</span>
            </button>
          </li>
        ) : null}
        {foyer.options.features.receive ? (
          <li>
            <button type="button" className="foyer-list-item" onClick={() => foyer.router.push('Receive')}>
              <span className="foyer-icon" aria-hidden="true">
                <QrIcon />
              </span>
              <span className="foyer-list-item__name">{t('receive')}</span>
            </button>
          </li>
        ) : null}
        {explorer ? (
          <li>
            <a
              className="foyer-list-item"
              href={`${explorer.url.replace(/\/+$/, '')}/address/${address}`}
              target="_blank"
              rel="noopener noreferrer"
            >
              <span className="foyer-icon" aria-hidden="true">
                <ExternalIcon />
              </span>
              <span className="foyer-list-item__name">{t('blockExplorer')}</span>
            </a>
          </li>
        ) : null}
      </ul>
      {noBalances ? null : <AccountTabs />}
      {/* The last action, after the portfolio, as in the hosted kit's account view. */}
      <button
        type="button"
        className="foyer-list-item"
        onClick={() => {
          // Core shows 'Failed to disconnect' itself when this rejects.
          foyer.disconnect().catch(() => {})
        }}
      >
        <span className="foyer-icon" aria-hidden="true">
          <DisconnectIcon />
        </span>
        <span className="foyer-list-item__name">{t('disconnect')}</span>
      </button>
    </div>
  )
}
