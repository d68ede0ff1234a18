import type { Wallet } from '@foyer/core'
import { ExternalIcon } from '../../components/icons.js'
import { useTranslate } from '../../hooks/useFoyerContext.js'
import type { MessageId } from '../../i18n/en.js'

export type WalletLinkField =
  | 'mobile_link'
  | 'desktop_link'
  | 'webapp_link'
  | 'app_store'
  | 'play_store'
  | 'homepage'

/** Links of a directory wallet as a list; `toHref` turns a field's value into a safe href or drops it. */
export function WalletLinks({
  wallet,
  links,
  label,
  toHref,
}: {
  wallet: Wallet
  links: readonly (readonly [WalletLinkField, MessageId])[]
  label: string
  toHref: (link: string | null | undefined) => string | undefined
}) {
  const t = useTranslate()
  const present = links.flatMap(([field, text]) => {
    const href = toHref(wallet[field])
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
