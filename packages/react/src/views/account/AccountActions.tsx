import {
  AtIcon,
  CardIcon,
  ExternalIcon,
  KeyIcon,
  MailIcon,
  QrIcon,
  SendIcon,
  SwapIcon,
} from '../../components/icons.js'
import { useFoyerContext } from '../../hooks/useFoyerContext.js'
import { AccountTypeSwitch } from './AccountTypeSwitch.js'
import { ActionItem } from './ActionItem.js'
import { NetworkRow } from './NetworkRow.js'
import type { AccountSummary } from './selectAccount.js'

export interface AccountActionsProps {
  account: AccountSummary & { address: string }
  networkName: string
}

/**
 * The Account view's list: network, the account's own settings (name, type, email, key, passkey),
 * then send, buy, swap, receive and the block explorer, each where the app and the account allow it.
 */
export function AccountActions({ account, networkName }: AccountActionsProps) {
  const { foyer, t } = useFoyerContext()
  const { features } = foyer.options
  const { address, network, profileName, evm, emailWallet, embedded, noBalances } = account
  const push = (view: 'RegisterAccountName' | 'UpdateEmailWallet' | 'OnRampProviders' | 'Swap' | 'Receive') =>
    foyer.router.push(view)
  const send = () => {
    // A finished send leaves its summary behind; a new one starts from an empty form.
    if (foyer.getState().send.status === 'success') void foyer.send.reset()
    foyer.router.push('Send')
  }
  const explorer = network?.blockExplorers?.default
  return (
    <ul className="foyer-list">
      <NetworkRow network={network} name={networkName} />
      {features.accountNames && evm && !profileName ? (
        <ActionItem
          icon={<AtIcon />}
          label={t('chooseName')}
          onClick={() => push('RegisterAccountName')}
          chevron
        />
      ) : null}
      <AccountTypeSwitch />
      {emailWallet ? (
        <ActionItem
          icon={<MailIcon />}
          label={t('updateEmail')}
          onClick={() => push('UpdateEmailWallet')}
          chevron
        />
      ) : null}
      {emailWallet ? (
        // Cancelling in the secure frame is the visitor's choice, not an error to show.
        <ActionItem
          icon={<KeyIcon />}
          label={t('exportPrivateKey')}
          onClick={() => foyer.embeddedWallet.exportPrivateKey().catch(() => {})}
        />
      ) : null}
      {embedded ? (
        // The secure site's card adds (and lists, removes) passkeys; closing it is no error.
        <ActionItem
          icon={<KeyIcon />}
          label={t('addPasskey')}
          onClick={() => foyer.embeddedWallet.addPasskey().catch(() => {})}
        />
      ) : null}
      {features.send && !noBalances ? (
        <ActionItem icon={<SendIcon />} label={t('send')} onClick={send} />
      ) : null}
      {features.onramp && evm ? (
        <ActionItem icon={<CardIcon />} label={t('buy')} onClick={() => push('OnRampProviders')} />
      ) : null}
      {features.swaps && evm ? (
        <ActionItem icon={<SwapIcon />} label={t('titleSwap')} onClick={() => push('Swap')} />
      ) : null}
      {features.receive ? (
        <ActionItem icon={<QrIcon />} label={t('receive')} onClick={() => push('Receive')} />
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
  )
}
