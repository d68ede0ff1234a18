import { base64, hex } from '@scure/base'
import { Transaction } from '@scure/btc-signer'
import { signSimple } from '../../../../e2e/bitcoin-wallet/bip322.js'
import { paymentKey, taprootKey, type WalletKey } from '../../../../e2e/bitcoin-wallet/keys.js'
import type { WbipListenerInfo, WbipProvider } from '../wbip/providers.js'
import { testKeys } from './keys.js'
import { onCleanUp, uniqueName } from './wallets.js'

/** A request the fake provider received. */
export interface ProviderRequest {
  method: string
  params: unknown
}

type Scope = { btc_providers?: unknown[]; FakeProviders?: Record<string, WbipProvider> }

/**
 * A WBIP004 provider as Xverse-like wallets inject it: listed in `window.btc_providers`, its object at
 * `window.FakeProviders.<id>`, answering sats-connect 4's JSON-RPC (a `{ jsonrpc, id, result }` or
 * `{ jsonrpc, id, error }` object) with Bitcoin test account `account`'s keys on regtest. `methods` limits what
 * it implements (others answer -32601); `broadcast` is where signPsbt sends when asked to broadcast.
 */
export function installProvider(
  options: {
    account?: number
    name?: string
    methods?: readonly string[]
    listMethods?: boolean
    broadcast?: (hex: string) => Promise<string>
  } = {},
) {
  const scope = globalThis.window as unknown as Scope
  const name = options.name ?? uniqueName('Fake Provider')
  const id = name.replace(/\W/g, '')
  const keys = testKeys(options.account ?? 1)
  const payment = paymentKey(keys.payment, 'regtest')
  const ordinals = taprootKey(keys.taproot, 'regtest')
  const requests: ProviderRequest[] = []
  const listeners = new Set<WbipListenerInfo>()
  let rejection: { code: number; message: string } | undefined
  let connected = false
  const all = [
    'getInfo',
    'wallet_connect',
    'wallet_getAccount',
    'wallet_disconnect',
    'getAccounts',
    'getAddresses',
    'signMessage',
    'signPsbt',
    'sendTransfer',
  ]
  const implemented = new Set(options.methods ?? all)
  const address = (key: WalletKey, purpose: 'payment' | 'ordinals') => ({
    address: key.address,
    publicKey: hex.encode(key.publicKey),
    purpose,
    addressType: key.kind === 'taproot' ? 'p2tr' : 'p2wpkh',
    walletType: 'software',
  })
  const addresses = () => [address(payment, 'payment'), address(ordinals, 'ordinals')]
  const keyOf = (a: unknown) => [payment, ordinals].find((k) => k.address === a)

  const answer = async (method: string, params: Record<string, unknown>): Promise<unknown> => {
    switch (method) {
      case 'getInfo':
        return { version: '1.0.0', methods: [...implemented], supports: [] }
      case 'wallet_connect':
        connected = true
        return {
          id: 'fake',
          addresses: addresses(),
          walletType: 'software',
          network: { bitcoin: { name: 'Regtest' } },
        }
      case 'getAccounts':
        connected = true
        return addresses()
      case 'getAddresses':
        connected = true
        return { addresses: addresses() }
      case 'wallet_getAccount':
        if (!connected) throw { code: -32002, message: 'Access denied' }
        return {
          id: 'fake',
          addresses: addresses(),
          walletType: 'software',
          network: { bitcoin: { name: 'Regtest' } },
        }
      case 'wallet_disconnect':
        connected = false
        return null
      case 'signMessage': {
        const key = keyOf(params.address)
        if (!key) throw { code: -32602, message: 'Unknown address' }
        const bytes = new TextEncoder().encode(String(params.message))
        return {
          signature: base64.encode(signSimple(bytes, key)),
          messageHash: '',
          address: key.address,
          protocol: 'BIP322',
        }
      }
      case 'signPsbt': {
        const tx = Transaction.fromPSBT(base64.decode(String(params.psbt)))
        for (const [owner, indexes] of Object.entries(params.signInputs as Record<string, number[]>)) {
          const key = keyOf(owner)
          if (!key) throw { code: -32602, message: `Unknown address ${owner}` }
          for (const index of indexes) tx.signIdx(key.privateKey, index)
        }
        if (!params.broadcast) return { psbt: base64.encode(tx.toPSBT()) }
        tx.finalize()
        const txid = await (options.broadcast ?? (async () => tx.id))(hex.encode(tx.extract()))
        return { psbt: base64.encode(tx.toPSBT()), txid }
      }
      default:
        throw { code: -32601, message: `Method not found: ${method}` }
    }
  }
  const provider: WbipProvider = {
    async request(method, params) {
      requests.push({ method, params })
      if (method !== 'getInfo' && rejection) {
        const error = rejection
        rejection = undefined
        return { jsonrpc: '2.0', id: requests.length, error }
      }
      if (!implemented.has(method))
        return {
          jsonrpc: '2.0',
          id: requests.length,
          error: { code: -32601, message: `Method not found: ${method}` },
        }
      try {
        const result = await answer(method, (params ?? {}) as Record<string, unknown>)
        return { jsonrpc: '2.0', id: requests.length, result }
      } catch (error) {
        return { jsonrpc: '2.0', id: requests.length, error }
      }
    },
    addListener(info) {
      listeners.add(info)
      return () => listeners.delete(info)
    },
  }
  scope.FakeProviders = { ...scope.FakeProviders, [id]: provider }
  const entry = {
    id: `FakeProviders.${id}`,
    name,
    icon: 'data:image/svg+xml;base64,PHN2Zy8+',
    ...(options.listMethods ? { methods: [...implemented] } : {}),
  }
  scope.btc_providers = [...(scope.btc_providers ?? []), entry]
  onCleanUp(() => {
    scope.btc_providers = (scope.btc_providers ?? []).filter((p) => p !== entry)
  })
  return {
    name,
    provider,
    requests,
    payment,
    ordinals,
    /** The next request (but getInfo) answers this error. */
    rejectNext(code = -32000, message = 'User rejected the request') {
      rejection = { code, message }
    },
    /** Plays a provider event to its listeners. */
    emit(eventName: WbipListenerInfo['eventName'], event: unknown) {
      for (const listener of [...listeners]) if (listener.eventName === eventName) listener.cb(event)
    },
    listenerCount: () => listeners.size,
  }
}
