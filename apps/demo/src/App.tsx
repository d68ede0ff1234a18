import {
  ConnectButton,
  FoyerProvider,
  LOCALES,
  type Locale,
  NetworkButton,
  useFoyerAccount,
  useFoyerLocale,
} from '@foyer/react'
import { lazy, Suspense } from 'react'
import { BlockNumbers } from './BlockNumbers.js'
import { chains } from './chains.js'
import { foyer } from './foyer.js'

// The signing and batch panels are app code a visitor needs only once connected: they load then.
const WalletPanels = lazy(() => import('./WalletPanels.js'))
// So does the Pay panel, right after the page: the page's own load stays what Foyer costs without Pay.
const PayDemo = lazy(() => import('./PayDemo.js'))

function ConnectedPanels() {
  const { isConnected } = useFoyerAccount()
  return isConnected ? (
    <Suspense fallback={null}>
      <WalletPanels />
    </Suspense>
  ) : null
}

/** `?locale=ja` picks the modal's language; without it, the browser's. */
const requested = new URLSearchParams(window.location.search).get('locale')
const locale = LOCALES.find((l) => l === requested)

/** The modal's language, switchable at run time. */
function LanguagePicker() {
  const { locale: current, locales, setLocale } = useFoyerLocale()
  return (
    <label className="language">
      <span className="visually-hidden">Language</span>
      <select value={current} onChange={(event) => setLocale(event.target.value as Locale)}>
        {locales.map((l) => (
          <option key={l} value={l}>
            {l}
          </option>
        ))}
      </select>
    </label>
  )
}

export function App() {
  return (
    <FoyerProvider foyer={foyer} locale={locale}>
      <div className="page">
        <header className="topbar">
          <h1>Foyer Demo</h1>
          <div className="wallet-slot">
            <LanguagePicker />
            <NetworkButton />
            <ConnectButton />
          </div>
        </header>
        <main>
          <BlockNumbers chains={chains} />
          <p>
            <a href="/signin.html">A page that requires sign-in with your wallet</a>
          </p>
          <Suspense fallback={null}>
            <PayDemo />
          </Suspense>
          <ConnectedPanels />
        </main>
      </div>
    </FoyerProvider>
  )
}
