import type { FoyerState } from '@foyer/core'
import { EMBEDDED_WALLET_CONNECTOR_ID } from '@foyer/core'
import { useState } from 'react'
import { KeyIcon, ShieldIcon } from '../../components/icons.js'
import { useFoyerContext } from '../../hooks/useFoyerContext.js'
import { shallowEqual, useFoyerSelector } from '../../hooks/useFoyerSelector.js'

function selectAccountType(state: FoyerState) {
  const account = state.accounts[state.activeNamespace]
  const { accountType, accounts, smartAccountNetworks } = state.embeddedWallet
  const chainId = state.caipNetwork?.id
  return {
    embedded: account?.connectorId === EMBEDDED_WALLET_CONNECTOR_ID,
    accountType: accountType ?? 'eoa',
    // Offered only on a network where the secure site has smart accounts and the user has one.
    switchable:
      accounts?.some((a) => a.type === 'smartAccount') === true &&
      typeof chainId === 'number' &&
      (smartAccountNetworks ?? []).includes(chainId),
  }
}

/** The embedded wallet's active account type, as a label beside the wallet's name. */
export function AccountTypeLabel() {
  const { t } = useFoyerContext()
  const { embedded, accountType, switchable } = useFoyerSelector(selectAccountType, shallowEqual)
  if (!embedded || (!switchable && accountType === 'eoa')) return null
  return (
    <p className="foyer-account-type" data-testid="foyer-account-type">
      {accountType === 'smartAccount' ? t('smartAccount') : t('eoaAccount')}
    </p>
  )
}

/** 'Switch to your EOA' / 'Switch to your smart account', for the Account list. */
export function AccountTypeSwitch() {
  const { foyer, t } = useFoyerContext()
  const { embedded, accountType, switchable } = useFoyerSelector(selectAccountType, shallowEqual)
  const [busy, setBusy] = useState(false)
  if (!embedded || !switchable) return null
  const next = accountType === 'smartAccount' ? 'eoa' : 'smartAccount'
  return (
    <li>
      <button
        type="button"
        className="foyer-list-item"
        aria-busy={busy}
        disabled={busy}
        onClick={() => {
          setBusy(true)
          // A failure falls back to the EOA and shows the user-facing message from core.
          foyer.embeddedWallet
            .setPreferredAccountType(next)
            .catch(() => {})
            .finally(() => setBusy(false))
        }}
      >
        {/* The account it switches to: a key-held account (EOA), or a smart account guarding it. */}
        <span className="foyer-icon" aria-hidden="true" data-icon={next}>
          {next === 'eoa' ? <KeyIcon /> : <ShieldIcon />}
        </span>
        <span className="foyer-list-item__name">
          {busy ? t('switchingAccount') : next === 'eoa' ? t('switchToEoa') : t('switchToSmartAccount')}
        </span>
      </button>
    </li>
  )
}
