import { shortenAddress } from '@foyer/core'
import { Avatar } from '../../components/Avatar.js'
import { MailIcon } from '../../components/icons.js'
import { SocialIcon } from '../../components/SocialIcon.js'
import { SOCIAL_NAMES } from '../../components/socialNames.js'
import { WalletImage } from '../../components/WalletImage.js'
import { useFoyerContext } from '../../hooks/useFoyerContext.js'
import { formatAmount } from '../../utils/formatAmount.js'
import { AccountTypeLabel } from './AccountTypeSwitch.js'
import { CopyAddressButton } from './CopyAddressButton.js'
import type { AccountSummary } from './selectAccount.js'

export interface AccountHeaderProps {
  account: AccountSummary & { address: string }
  networkName: string
}

/**
 * The Account view's head: avatar, name or short address with a copy button, balance, the connected
 * wallet's name and icon, the account type and a Bitcoin wallet's ordinals address.
 */
export function AccountHeader({ account, networkName }: AccountHeaderProps) {
  const { t, locale } = useFoyerContext()
  const { address, profileName, profileImage, noBalances, ordinals } = account
  const balance = formatAmount(account.balance, account.balanceSymbol, locale)
  return (
    <div className="foyer-center" style={{ paddingTop: 0 }}>
      <Avatar address={address} image={profileImage} size="calc(var(--foyer-font-size-master) * 6.4)" />
      <div className="foyer-account-address">
        <p className="foyer-account-name" title={address}>
          {profileName ?? shortenAddress(address)}
        </p>
        <CopyAddressButton address={address} />
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
      <ConnectedWallet account={account} />
      <AccountTypeLabel />
      {ordinals ? (
        <p className="foyer-muted" data-testid="foyer-ordinals-address" title={ordinals}>
          {t('ordinalsAddress')}: {shortenAddress(ordinals)}
        </p>
      ) : null}
    </div>
  )
}

/** The wallet behind the account: its icon (the login's, or the email wallet's) and its name. */
function ConnectedWallet({ account }: { account: AccountSummary }) {
  const { t } = useFoyerContext()
  const { wallet, loginProvider, embedded } = account
  if (!wallet) return null
  return (
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
        {loginProvider ? t('loggedInWith', { provider: SOCIAL_NAMES[loginProvider] }) : t('connectedWallet')}:{' '}
      </span>
      {wallet.name || (embedded ? t('emailWalletName') : '')}
    </p>
  )
}
