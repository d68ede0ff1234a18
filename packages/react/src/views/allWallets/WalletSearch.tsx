import { type RefObject, useId } from 'react'
import { QrIcon } from '../../components/icons.js'
import { useFoyerContext } from '../../hooks/useFoyerContext.js'

export interface WalletSearchProps {
  inputRef: RefObject<HTMLInputElement | null>
  query: string
  onQuery(query: string): void
  onWalletConnect(): void
}

/** The search field over the wallet grid, and the QR button to WalletConnect beside it. */
export function WalletSearch({ inputRef, query, onQuery, onWalletConnect }: WalletSearchProps) {
  const { t } = useFoyerContext()
  const searchId = useId()
  return (
    <div className="foyer-row">
      <label className="foyer-visually-hidden" htmlFor={searchId}>
        {t('searchWallet')}
      </label>
      <input
        ref={inputRef}
        id={searchId}
        type="search"
        className="foyer-input"
        placeholder={t('searchWallet')}
        autoComplete="off"
        spellCheck={false}
        maxLength={100}
        value={query}
        onChange={(event) => onQuery(event.target.value)}
      />
      <button
        type="button"
        className="foyer-icon-button"
        aria-label={t('scanWithWalletConnect')}
        title={t('scanWithWalletConnect')}
        onClick={onWalletConnect}
      >
        <QrIcon />
      </button>
    </div>
  )
}
