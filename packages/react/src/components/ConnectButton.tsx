import type { FoyerState } from '@foyer/core'
import { shortenAddress } from '@foyer/core'
import { useFoyerContext } from '../hooks/useFoyerContext.js'
import { useFoyerSelector } from '../hooks/useFoyerSelector.js'
import { useStyle } from '../styles/injectStyle.js'
import { baseCss, themeAttributes } from '../styles/theme.js'
import { formatAmount } from '../utils/formatAmount.js'

import { Avatar } from './Avatar.js'

export interface ConnectButtonProps {
  /** Hide the balance next to the address when connected. */
  hideBalance?: boolean | undefined
  className?: string | undefined
}

// The active namespace's account as the store holds it: a new object on every change of it.
const selectAccount = (state: FoyerState) => state.accounts[state.activeNamespace]

/**
 * 'Connect Wallet' while disconnected (opens Connect), a busy 'Connecting…' while connecting, and
 * avatar, balance and short address once connected (opens Account). While a remembered connection
 * is resynced it shows the remembered address (busy) when there is one, else 'Reconnecting…'.
 */
export function ConnectButton({ hideBalance = false, className }: ConnectButtonProps) {
  useStyle('foyer-base-style', baseCss)
  const { foyer, t, prefetch, locale } = useFoyerContext()
  const account = useFoyerSelector(selectAccount)
  const status = account?.status
  const address = account?.address
  const balance = formatAmount(account?.balance, account?.balanceSymbol, locale)
  const theme = themeAttributes(foyer.options)
  const classes = className ? `foyer-page-button ${className}` : 'foyer-page-button'
  // A server-rendered page starts 'reconnecting' with the remembered address (FoyerProvider's
  // initialState): it shows the account at once, busy until the wallet confirms it.
  const reconnecting = status === 'reconnecting'
  const connected = (status === 'connected' || reconnecting) && address
  // The visitor heads for the button: load the modal now, so the click shows it at once. A touch screen
  // has no hover: the finger landing (pointerdown, touchstart) comes some 100 ms before the click.
  const intent = () => prefetch(connected ? 'Account' : 'Connect')
  const intentHandlers = {
    onPointerEnter: intent,
    onPointerDown: intent,
    onFocus: intent,
    onTouchStart: intent,
  }

  // One button for both states (the page carries it once): the account, or the way to connect.
  const busy = status === 'connecting' || reconnecting
  return (
    <button
      type="button"
      {...theme}
      data-variant={connected ? undefined : 'accent'}
      {...intentHandlers}
      className={classes}
      aria-busy={busy}
      aria-haspopup="dialog"
      // Disconnected: where a wallet connects, even while another namespace is connected (open() alone
      // shows Account then).
      onClick={() => foyer.open(connected ? { view: 'Account' } : { connect: true })}
    >
      {connected ? (
        <>
          <Avatar address={connected} image={account?.profileImage} />
          {!hideBalance && balance ? <span className="foyer-page-button__muted">{balance}</span> : null}
          <span>{account?.profileName ?? shortenAddress(connected)}</span>
        </>
      ) : (
        t(busy ? (reconnecting ? 'reconnecting' : 'connecting') : 'connectWallet')
      )}
    </button>
  )
}
