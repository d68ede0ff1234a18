/**
 * Foyer Bitcoin Test Wallet: a wallet-standard Bitcoin wallet for tests. It runs inside the page, so index.ts
 * bundles it (with @scure/btc-signer) into one self-contained script that page.addInitScript injects; in Node
 * it runs the same way on a window-like global.
 *
 * It holds a P2WPKH payment key and a taproot (BIP-86) ordinals key and offers `bitcoin:connect` (payment and
 * ordinals purposes, in the order asked), `bitcoin:signMessage` (BIP-322 simple), `bitcoin:signTransaction`
 * (signs the PSBT inputs it is asked to with the key of each account), `standard:events`,
 * `standard:disconnect`, and `bitcoin:sendTransfer` only when asked to. It registers through the wallet
 * standard's window events and puts a control API on window.__foyerBitcoinTestWallet.
 */
import { base64, utf8 } from '@scure/base'
import { Transaction } from '@scure/btc-signer'
import { signSimple } from './bip322.js'
import { type Network, paymentKey, signingFields, taprootKey, type WalletKey } from './keys.js'
import { transfer } from './transfer.js'
import type {
  BitcoinTestWalletControl,
  BitcoinTestWalletFeature,
  BitcoinTestWalletKey,
  BitcoinTestWalletOptions,
  BitcoinTestWalletRequest,
} from './types.js'

type Options = BitcoinTestWalletOptions & {
  payment: BitcoinTestWalletKey
  taproot: BitcoinTestWalletKey
}
type Listener = (properties: { accounts?: readonly WalletAccount[] }) => void
type WalletAccount = {
  readonly address: string
  readonly publicKey: Uint8Array
  readonly chains: readonly `${string}:${string}`[]
  readonly features: readonly `${string}:${string}`[]
  readonly label?: string
}
type WalletError = Error & { code?: number }
type Scope = typeof globalThis & {
  __foyerBitcoinTestWallet?: BitcoinTestWalletControl
  localStorage?: Storage
}

const defaultFeatures: BitcoinTestWalletFeature[] = [
  'bitcoin:connect',
  'bitcoin:signMessage',
  'bitcoin:signTransaction',
  'standard:events',
  'standard:disconnect',
]
const userRejected = 'User rejected the request.'

function walletError(code: number | null | undefined, message: string): WalletError {
  const error: WalletError = new Error(message)
  if (code !== null && code !== undefined) error.code = code
  return error
}

/** Installs the wallet in the current global and returns its control API. */
export function install(options: Options): BitcoinTestWalletControl {
  // A page's window; in Node the window-like global a test set up (the wallet standard's events live there).
  const scope = ((globalThis as { window?: unknown }).window ?? globalThis) as Scope
  const network: Network = options.network ?? 'regtest'
  const chain = `bitcoin:${network}` as const
  const name = options.name ?? 'Foyer Bitcoin Test Wallet'
  const esploraUrl = (options.esploraUrl ?? 'http://127.0.0.1:3002').replace(/\/+$/, '')
  const icon =
    options.icon ??
    `data:image/svg+xml;base64,${base64.encode(
      utf8.decode(
        "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'><rect width='32' height='32' rx='8' fill='#f7931a'/><path d='M11 8h7a4 4 0 0 1 1.6 7.7A4.5 4.5 0 0 1 18 24h-7zm4 3v3.5h2.5a1.75 1.75 0 0 0 0-3.5zm0 6.5V21h3a1.75 1.75 0 0 0 0-3.5z' fill='white'/></svg>",
      ),
    )}`
  const offered = new Set<string>([
    ...(options.features ?? defaultFeatures),
    ...(options.sendTransfer ? ['bitcoin:sendTransfer'] : []),
  ])
  const storageKey = `__foyerBitcoinTestWallet:${name}`
  const persist = options.persist ?? true

  // ---- state ---------------------------------------------------------------------------------------------
  let keys = { payment: paymentKey(options.payment, network), taproot: taprootKey(options.taproot, network) }
  const listeners = new Set<Listener>()
  const requests: BitcoinTestWalletRequest[] = []
  let connected = readSaved()
  let pendingRejection: { code: number | null; message: string } | null = null
  let unregister = () => {}

  function readSaved(): boolean {
    if (!persist) return false
    try {
      return scope.localStorage?.getItem(storageKey) === 'connected'
    } catch {
      return false
    }
  }
  function save() {
    if (!persist) return
    try {
      if (connected) scope.localStorage?.setItem(storageKey, 'connected')
      else scope.localStorage?.removeItem(storageKey)
    } catch {}
  }
  function emit(properties: { accounts?: readonly WalletAccount[] }) {
    for (const listener of [...listeners]) {
      try {
        listener(properties)
      } catch (error) {
        setTimeout(() => {
          throw error
        })
      }
    }
  }
  const accountFeatures = [...offered].filter((f) => f.startsWith('bitcoin:')) as `${string}:${string}`[]
  const toAccount = (key: WalletKey): WalletAccount =>
    Object.freeze({
      address: key.address,
      publicKey: key.publicKey,
      chains: Object.freeze([chain]),
      features: Object.freeze(accountFeatures),
      label: key.kind === 'payment' ? `${name} (payment)` : `${name} (ordinals)`,
    })
  // Payment first: the order the adapter asks for, and what an app reads without purposes.
  const accounts = () => (connected ? [toAccount(keys.payment), toAccount(keys.taproot)] : [])

  /** Logs the request and applies a pending (or standing) rejection to one that needs approval. */
  function begin(method: string, params: Record<string, unknown>, approval = true) {
    requests.push({ method, params })
    if (!approval) return
    if (options.rejectAll) throw walletError(4001, userRejected)
    if (pendingRejection) {
      const { code, message } = pendingRejection
      pendingRejection = null
      throw walletError(code, message)
    }
  }
  /** The key of one of the wallet's connected accounts. */
  function keyOf(account: { address?: string } | undefined): WalletKey {
    if (!connected) throw walletError(4100, 'The wallet is not connected.')
    const key = [keys.payment, keys.taproot].find((k) => k.address === account?.address)
    if (!key) throw walletError(4100, `Unknown account ${account?.address}`)
    return key
  }

  // ---- wallet-standard features ----------------------------------------------------------------------------
  const features: Record<string, unknown> = {}
  if (offered.has('bitcoin:connect'))
    features['bitcoin:connect'] = {
      version: '1.0.0',
      async connect(input: { purposes?: readonly string[] }) {
        const purposes = input?.purposes ?? ['payment']
        begin('bitcoin:connect', { purposes: [...purposes] })
        if (!connected) {
          connected = true
          save()
          emit({ accounts: accounts() })
        }
        // The standard: one account per purpose, in the order asked.
        return { accounts: purposes.map((p) => toAccount(p === 'ordinals' ? keys.taproot : keys.payment)) }
      },
    }
  if (offered.has('standard:disconnect'))
    features['standard:disconnect'] = {
      version: '1.0.0',
      async disconnect() {
        begin('standard:disconnect', {}, false)
        if (!connected) return
        connected = false
        save()
        emit({ accounts: [] })
      },
    }
  if (offered.has('standard:events'))
    features['standard:events'] = {
      version: '1.0.0',
      on(event: string, listener: Listener) {
        if (event !== 'change') return () => {}
        listeners.add(listener)
        return () => listeners.delete(listener)
      },
    }
  if (offered.has('bitcoin:signMessage'))
    features['bitcoin:signMessage'] = {
      version: '1.0.0',
      async signMessage(...inputs: { account: WalletAccount; message: Uint8Array }[]) {
        const outputs = []
        for (const { account, message } of inputs) {
          begin('bitcoin:signMessage', { address: account?.address, message: base64.encode(message) })
          const key = keyOf(account)
          outputs.push({ signedMessage: message, signature: signSimple(message, key) })
        }
        return outputs
      },
    }
  if (offered.has('bitcoin:signTransaction'))
    features['bitcoin:signTransaction'] = {
      version: '1.0.0',
      async signTransaction(
        ...inputs: {
          psbt: Uint8Array
          inputsToSign: { account: WalletAccount; signingIndexes: number[] }[]
          chain?: string
        }[]
      ) {
        const outputs = []
        for (const input of inputs) {
          const params = {
            psbt: base64.encode(input.psbt),
            inputsToSign: input.inputsToSign.map((i) => ({
              address: i.account?.address,
              signingIndexes: i.signingIndexes,
            })),
            chain: input.chain ?? null,
          }
          begin('bitcoin:signTransaction', params)
          const tx = Transaction.fromPSBT(input.psbt)
          for (const { account, signingIndexes } of input.inputsToSign) {
            const key = keyOf(account)
            for (const index of signingIndexes) {
              // A taproot input names its internal key; an app may leave it out for the wallet to fill in.
              if (key.kind === 'taproot' && !tx.getInput(index).tapInternalKey)
                tx.updateInput(index, signingFields(key))
              if (!tx.signIdx(key.privateKey, index))
                throw walletError(-32602, `Input ${index} is not ${key.address}'s to sign`)
            }
          }
          outputs.push({ signedPsbt: tx.toPSBT() })
        }
        return outputs
      },
    }
  if (offered.has('bitcoin:sendTransfer'))
    features['bitcoin:sendTransfer'] = {
      version: '1.0.0',
      async sendTransfer(input: {
        account: WalletAccount
        chain: string
        recipient: string
        amount: bigint
      }) {
        begin('bitcoin:sendTransfer', {
          address: input.account?.address,
          chain: input.chain,
          recipient: input.recipient,
          amount: String(input.amount),
        })
        const key = keyOf(input.account)
        const txid = await transfer({
          esploraUrl,
          network,
          key,
          to: input.recipient,
          amount: BigInt(input.amount),
        })
        return { txid }
      },
    }

  const wallet = Object.freeze({
    version: '1.0.0' as const,
    name,
    icon,
    get chains() {
      return [chain]
    },
    features: Object.freeze(features),
    get accounts() {
      return accounts()
    },
  })

  // ---- registration: the wallet standard's two window events -------------------------------------------------
  type Api = { register(wallet: unknown): () => void }
  const register = (api: Api) => {
    unregister = api.register(wallet)
  }
  try {
    scope.dispatchEvent(new CustomEvent('wallet-standard:register-wallet', { detail: register }))
  } catch (error) {
    console.error('wallet-standard:register-wallet could not be dispatched', error)
  }
  scope.addEventListener('wallet-standard:app-ready', (event) => register((event as CustomEvent<Api>).detail))

  const control: BitcoinTestWalletControl = {
    wallet,
    requests,
    rejectNext(code = 4001, message = userRejected) {
      pendingRejection = { code, message }
    },
    disconnect() {
      if (!connected) return
      connected = false
      save()
      emit({ accounts: [] })
    },
    setKeys(next) {
      keys = { payment: paymentKey(next.payment, network), taproot: taprootKey(next.taproot, network) }
      if (connected) emit({ accounts: accounts() })
      return { payment: keys.payment.address, ordinals: keys.taproot.address }
    },
    unregister() {
      unregister()
    },
    get state() {
      return { connected, payment: keys.payment.address, ordinals: keys.taproot.address, chain }
    },
  }
  scope.__foyerBitcoinTestWallet = control
  return control
}
