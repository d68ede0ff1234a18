import { useEffect } from 'react'
import { DisconnectIcon } from '../components/icons.js'
import { useFoyerContext } from '../hooks/useFoyerContext.js'
import { shallowEqual, useFoyerSelector } from '../hooks/useFoyerSelector.js'
import { useStyle } from '../styles/injectStyle.js'
import { AccountActions } from './account/AccountActions.js'
import { AccountElsewhere } from './account/AccountElsewhere.js'
import { AccountHeader } from './account/AccountHeader.js'
import { AccountTabs } from './account/AccountTabs.js'
import { ActionButton } from './account/ActionItem.js'
import { accountCss } from './account/accountCss.js'
import { selectAccount } from './account/selectAccount.js'

/**
 * Account: avatar, name or short address with a copy button, balance, the connected wallet's name
 * and icon, network, send, receive, explorer, the Tokens, NFTs and Activity tabs, and Disconnect last.
 */
export default function AccountView() {
  const { foyer, t } = useFoyerContext()
  useStyle('foyer-account', accountCss)
  const account = useFoyerSelector(selectAccount, shallowEqual)
  const { address, network } = account
  const caipNetworkId = network?.caipNetworkId

  useEffect(() => {
    // The blockchain API is asked only now that the visitor opened the account (never at page load).
    if (!address || !caipNetworkId) return
    foyer.fetchIdentity(address, caipNetworkId).catch(() => {})
  }, [foyer, address, caipNetworkId])

  // Picked a network of a namespace with no wallet connected: a way to connect one, or back.
  if (!address) return <AccountElsewhere network={network} />

  const networkName = network?.name || t('unknownNetwork')
  const connected = { ...account, address }
  return (
    <div className="foyer-stack">
      <AccountHeader account={connected} networkName={networkName} />
      <AccountActions account={connected} networkName={networkName} />
      {account.noBalances ? null : <AccountTabs />}
      {/* The last action, after the portfolio, as in the hosted kit's account view. */}
      <ActionButton
        icon={<DisconnectIcon />}
        label={t('disconnect')}
        // Core shows 'Failed to disconnect' itself when this rejects.
        onClick={() => foyer.disconnect().catch(() => {})}
      />
    </div>
  )
}
