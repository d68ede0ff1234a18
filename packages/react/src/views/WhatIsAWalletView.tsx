import { useFoyerContext } from '../hooks/useFoyerContext.js'

/**
 * What is a wallet? A short answer for a visitor who has none, with the way to get one: All
 * Wallets lists every wallet the app supports, and most install in a minute.
 */
export default function WhatIsAWalletView() {
  const { foyer, t } = useFoyerContext()
  const points = [
    ['whatIsAWalletHomeTitle', 'whatIsAWalletHomeBody'],
    ['whatIsAWalletLoginTitle', 'whatIsAWalletLoginBody'],
  ] as const
  return (
    <div className="foyer-stack">
      <ul className="foyer-help-list">
        {points.map(([title, body]) => (
          <li key={title}>
            <h3 className="foyer-help-list__title">{t(title)}</h3>
            <p className="foyer-muted">{t(body)}</p>
          </li>
        ))}
      </ul>
      {foyer.options.features.allWallets ? (
        <button type="button" className="foyer-button" onClick={() => foyer.router.push('AllWallets')}>
          {t('getAWallet')}
        </button>
      ) : null}
    </div>
  )
}
