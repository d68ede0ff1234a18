import type { Wallet } from '@foyer/core'
import { useEffect, useState } from 'react'
import { ExternalIcon } from '../components/icons.js'
import { WalletImage } from '../components/WalletImage.js'
import { useFoyerContext } from '../hooks/useFoyerContext.js'
import type { MessageId } from '../i18n/en.js'
import { useStyle } from '../styles/injectStyle.js'
import { safeHref } from '../utils/safeHref.js'
import { allWalletsCss } from './allWallets/allWalletsCss.js'
import { ComingSoon } from './ComingSoon.js'
import type { ViewProps } from './types.js'

type Lookup = { walletId: string; wallet: Wallet | undefined; error: string | undefined } | undefined

const OPEN_LINKS: readonly [keyof Wallet, MessageId][] = [
  ['mobile_link', 'openMobileApp'],
  ['desktop_link', 'openDesktopApp'],
  ['webapp_link', 'openWebApp'],
]
const GET_LINKS: readonly [keyof Wallet, MessageId][] = [
  ['app_store', 'appStore'],
  ['play_store', 'playStore'],
  ['homepage', 'website'],
]

/** Loads the directory wallet of `walletId`; undefined while loading. */
function useDirectoryWallet(walletId: string | undefined): Lookup {
  const { foyer } = useFoyerContext()
  const [lookup, setLookup] = useState<Lookup>(undefined)
  useEffect(() => {
    if (!walletId) return
    let active = true
    foyer.getWallet(walletId).then(
      (wallet) => active && setLookup({ walletId, wallet, error: undefined }),
      (error: unknown) =>
        active &&
        setLookup({
          walletId,
          wallet: undefined,
          error: (error as { shortMessage?: string }).shortMessage ?? 'Something went wrong',
        }),
    )
    return () => {
      active = false
    }
  }, [foyer, walletId])
  return lookup?.walletId === walletId ? lookup : undefined
}

function Links({ wallet, links, label }: { wallet: Wallet; links: typeof OPEN_LINKS; label: string }) {
  const { t } = useFoyerContext()
  const present = links.flatMap(([field, text]) => {
    const href = safeHref(wallet[field] as string | null | undefined)
    return href ? [{ href, text: t(text) }] : []
  })
  if (present.length === 0) return null
  return (
    <ul className="foyer-list foyer-wallet-links" aria-label={label}>
      {present.map(({ href, text }) => (
        <li key={text}>
          <a className="foyer-list-item" href={href} target="_blank" rel="noopener noreferrer">
            <span className="foyer-list-item__name">{text}</span>
            <ExternalIcon />
          </a>
        </li>
      ))}
    </ul>
  )
}

/**
 * ConnectingWalletConnect (§2). With a directory wallet: its name, logo, deep links (mobile, desktop,
 * web app) and where to get it; QR pairing arrives with the WalletConnect issue.
 */
export default function ConnectingWalletConnectView({ route }: ViewProps<'ConnectingWalletConnect'>) {
  const { t } = useFoyerContext()
  useStyle('foyer-all-wallets', allWalletsCss)
  const walletId = (route.data as { walletId?: string } | undefined)?.walletId
  const lookup = useDirectoryWallet(walletId)
  if (!walletId) return <ComingSoon heading={t('comingSoon')}>{t('walletConnectComingSoon')}</ComingSoon>
  if (!lookup) {
    return (
      <div className="foyer-center" role="status" aria-label={t('loadingWallets')}>
        <span className="foyer-spinner" />
      </div>
    )
  }
  const { wallet, error } = lookup
  if (!wallet) {
    return (
      <div className="foyer-center" role="alert">
        <p className="foyer-error">{error ?? t('walletNotFound')}</p>
      </div>
    )
  }
  return (
    <div className="foyer-center" data-wallet-id={wallet.id}>
      <WalletImage name={wallet.name} imageUrl={wallet.image_url ?? undefined} size="64px" />
      <p className="foyer-heading">{wallet.name}</p>
      <p className="foyer-muted">{t('qrPairingLater', { name: wallet.name })}</p>
      <Links wallet={wallet} links={OPEN_LINKS} label={t('walletLinksLabel', { name: wallet.name })} />
      <Links wallet={wallet} links={GET_LINKS} label={t('getWallet', { name: wallet.name })} />
    </div>
  )
}
