import { ConnectButton, FoyerProvider, NetworkButton, useFoyerSession } from '@foyer/react'
import { StrictMode, useEffect, useState } from 'react'
import { createRoot } from 'react-dom/client'
import '../styles.css'
import { foyer, verifiedSession } from './foyer.js'

type Verified = Awaited<ReturnType<typeof verifiedSession>>

/** The session as the server sees it, fetched again whenever the sign-in changes. */
function SessionPanel() {
  const { status, session, signOut } = useFoyerSession()
  const [verified, setVerified] = useState<Verified | 'loading'>('loading')
  // A new signature (another account signed in) asks the server again.
  const signed = status === 'signed' ? session?.signature : undefined
  useEffect(() => {
    let current = true
    // Signed out, there is no cookie worth sending: the server would only answer 401.
    if (!signed) {
      setVerified(undefined)
      return
    }
    setVerified('loading')
    verifiedSession().then(
      (value) => current && setVerified(value),
      () => current && setVerified(undefined),
    )
    return () => {
      current = false
    }
  }, [signed])
  return (
    <section aria-labelledby="session-title" className="panel">
      <h2 id="session-title">Your session</h2>
      <p>
        Sign-in status: <strong data-testid="siwx-status">{status}</strong>
      </p>
      {verified === 'loading' ? (
        <p>Asking the server…</p>
      ) : verified ? (
        <p role="status" className="sign-ok" data-testid="server-session">
          The server verified {verified.address} on {verified.chainId}, signed in {verified.issuedAt}
        </p>
      ) : (
        <p data-testid="server-session">The server has no session for this browser.</p>
      )}
      {status === 'signed' ? (
        <button type="button" className="plain-button" onClick={() => signOut()}>
          Sign out
        </button>
      ) : null}
    </section>
  )
}

function App() {
  return (
    <FoyerProvider foyer={foyer}>
      <div className="page">
        <header className="topbar">
          <h1>Sign-in required</h1>
          <div className="wallet-slot">
            <NetworkButton />
            <ConnectButton />
          </div>
        </header>
        <main>
          <p>
            This page requires sign-in with your wallet: after connecting, sign the message to continue.{' '}
            <a href="/">Back to the demo</a>
          </p>
          <SessionPanel />
        </main>
      </div>
    </FoyerProvider>
  )
}

const root = document.getElementById('root')
if (!root) throw new Error('signin.html has no #root element')
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
)
