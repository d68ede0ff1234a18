import type { FoyerState } from '@foyer/core'
import { shortenAddress } from '@foyer/core'
import { useEffect } from 'react'
import { Avatar } from '../components/Avatar.js'
import { ChevronIcon, CopyIcon, DisconnectIcon, ExternalIcon, QrIcon, SendIcon } from '../components/icons.js'
import { NetworkImage } from '../components/NetworkImage.js'
import { useFoyerContext } from '../hooks/useFoyerContext.js'
import { shallowEqual, useFoyerSelector } from '../hooks/useFoyerSelector.js'
import { copyToClipboard } from '../utils/copyToClipboard.js'
import { formatAmount } from '../utils/formatAmount.js'
import { AccountTabs } from './account/AccountTabs.js'

function selectAccount(state: FoyerState) {
  const account = state.accounts[state.activeNamespace]
  return {
    address: account?.address,
    balance: formatAmount(account?.balance, account?.balanceSymbol),
    profileName: account?.profileName ?? undefined,
    profileImage: account?.profileImage ?? undefined,
    network: state.caipNetwork,
  }
}

/** Account (§2): avatar, name or short address, balance, network, receive, copy, explorer, disconnect, and the Tokens, NFTs and Activity tabs. */
export default function AccountView() {
  const { foyer, t } = useFoyerContext()
  const { address, balance, profileName, profileImage, network } = useFoyerSelector(
    selectAccount,
    shallowEqual,
  )
  const caipNetworkId = network?.caipNetworkId

  useEffect(() => {
    // The blockchain API is asked only now that the visitor opened the account (never at page load).
    if (!address || !caipNetworkId) return
    foyer.fetchIdentity(address, caipNetworkId).catch(() => {})
  }, [foyer, address, caipNetworkId])

  if (!address) return null

  const copy = () => copyToClipboard(foyer, address, { copied: t('addressCopied'), failed: t('copyFailed') })
  const explorer = network?.blockExplorers?.default
  const networkName = network?.name || t('unknownNetwork')

  return (
    <div className="foyer-stack">
      <div className="foyer-center" style={{ paddingTop: 0 }}>
        <Avatar address={address} image={profileImage} size="calc(var(--foyer-font-size-master) * 6.4)" />
        <p className="foyer-account-name" title={address}>
          {profileName ?? shortenAddress(address)}
        </p>
        {balance ? (
          <p className="foyer-muted" data-testid="foyer-balance">
            {balance}
          </p>
        ) : null}
      </div>
      <ul className="foyer-list">
        <li>
          <button type="button" className="foyer-list-item" onClick={() => foyer.router.push('Networks')}>
            <NetworkImage name={networkName} network={network} />
            <span className="foyer-list-item__name">
              <span className="foyer-visually-hidden">{t('network')}: </span>
              {networkName}
            </span>
            <ChevronIcon />
          </button>
        </li>
        {foyer.options.features.send ? (
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
        <li>
          <button type="button" className="foyer-list-item" onClick={copy}>
            <span className="foyer-icon" aria-hidden="true">
              <CopyIcon />
            </span>
            <span className="foyer-list-item__name">{t('copyAddress')}</span>
          </button>
        </li>
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
        <li>
          <button
            type="button"
            className="foyer-list-item"
            onClick={() => {
              // Core shows 'Failed to disconnect' (§8) itself when this rejects.
              foyer.disconnect().catch(() => {})
            }}
          >
            <span className="foyer-icon" aria-hidden="true">
              <DisconnectIcon />
            </span>
            <span className="foyer-list-item__name">{t('disconnect')}</span>
          </button>
        </li>
      </ul>
      <AccountTabs />
    </div>
  )
}
