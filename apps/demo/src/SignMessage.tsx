import { useFoyerAccount } from '@foyer/react'
import { type FormEvent, useState } from 'react'
import { basicMode } from './foyer.js'

type Outcome =
  | { state: 'idle' }
  | { state: 'signing' }
  | { state: 'verified'; signature: string }
  | { state: 'invalid' }
  | { state: 'failed'; message: string }

type Signer = (address: string, message: string) => Promise<{ signature: string; valid: boolean }>

/**
 * Per namespace, how the demo signs and verifies, each loaded with import() on the first click: an EVM
 * account through the app's wagmi config (in basic mode: Foyer's own adapter over WalletConnect), Solana and Bitcoin through Foyer's adapters, Polkadot and Cosmos
 * through Foyer's UniversalAdapter (WalletConnect).
 */
const SIGNERS = {
  eip155: async (address, message) =>
    basicMode
      ? (await import('./basicActions.js')).signAndVerifyBasic(address as `0x${string}`, message)
      : (await import('./walletActions.js')).signAndVerify(address as `0x${string}`, message),
  solana: async (address, message) =>
    (await import('./walletActions.js')).signAndVerifySolana(address, message),
  bip122: async (address, message) =>
    (await import('./bitcoinActions.js')).signAndVerifyBitcoin(address, message),
  polkadot: async (address, message) =>
    (await import('./universalActions.js')).signAndVerifyPolkadot(address, message),
  cosmos: async (address, message) =>
    (await import('./universalActions.js')).signAndVerifyCosmos(address, message),
} satisfies Record<string, Signer>

/**
 * Signs a message with the connected wallet and checks the signature against the account: an EVM
 * account through the app's own wagmi config (whatever connected it), verified through the chain; a
 * Solana account through Foyer's Solana adapter, verified with ed25519; a Bitcoin account through Foyer's
 * Bitcoin adapter, verified with BIP-322; Polkadot (sr25519) and Cosmos
 * (secp256k1, ADR-036) accounts through Foyer's UniversalAdapter over WalletConnect.
 */
export default function SignMessage() {
  const { address, caipAddress, isConnected } = useFoyerAccount()
  const [message, setMessage] = useState('Hello from the Foyer demo')
  const [outcome, setOutcome] = useState<Outcome>({ state: 'idle' })
  if (!isConnected || !address) return null

  const sign = async (event: FormEvent) => {
    event.preventDefault()
    setOutcome({ state: 'signing' })
    try {
      const namespace = caipAddress?.split(':')[0] ?? 'eip155'
      const signAndVerify = SIGNERS[namespace as keyof typeof SIGNERS] ?? SIGNERS.eip155
      const { signature, valid } = await signAndVerify(address, message)
      setOutcome(valid ? { state: 'verified', signature } : { state: 'invalid' })
    } catch (error) {
      const { shortMessage, message: text } = error as { shortMessage?: string; message?: string }
      setOutcome({ state: 'failed', message: shortMessage ?? text ?? 'Signing failed' })
    }
  }

  return (
    <section aria-labelledby="sign-title" className="panel">
      <h2 id="sign-title">Sign a message</h2>
      <form onSubmit={sign} className="sign-form">
        <label htmlFor="sign-message">Message</label>
        <input id="sign-message" value={message} onChange={(e) => setMessage(e.target.value)} />
        <button type="submit" disabled={outcome.state === 'signing' || message === ''}>
          {outcome.state === 'signing' ? 'Waiting for the wallet…' : 'Sign'}
        </button>
      </form>
      {outcome.state === 'verified' && (
        <p role="status" className="sign-ok">
          Signature verified for {address}{' '}
          <code
            data-testid="signature"
            data-signature={outcome.signature}
          >{`${outcome.signature.slice(0, 10)}…`}</code>
        </p>
      )}
      {outcome.state === 'invalid' && (
        <p role="alert" className="sign-bad">
          The signature does not match {address}
        </p>
      )}
      {outcome.state === 'failed' && (
        <p role="alert" className="sign-bad">
          {outcome.message}
        </p>
      )}
    </section>
  )
}
