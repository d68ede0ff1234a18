import { createScriptedSession, type ScriptedSessionRequest } from '@foyer/core/testing'
import { base64, hex } from '@scure/base'
import { Transaction } from '@scure/btc-signer'
import { signSimple } from '../../../../e2e/bitcoin-wallet/bip322.js'
import { paymentKey, taprootKey } from '../../../../e2e/bitcoin-wallet/keys.js'
import { testAccount, testKeys } from './keys.js'

/** A request the fake wallet received: what went over the wire. */
export type SessionRequest = ScriptedSessionRequest

/**
 * A WalletConnect session as core hands it to adapters, with a wallet behind it that holds Bitcoin test
 * account `accountIndex`'s keys (regtest addresses) and answers WalletConnect's bip122 methods as its RPC
 * reference says: getAccountAddresses ({ address, publicKey, path, intention }[]), signMessage (hex
 * signature), signPsbt ({ psbt, txid? }); sendTransfer answers 5101 unless `sendTransfer` is given.
 * Records every request; `emit` plays a session event (`sessionEvent` for bip122_addressesChanged): core's
 * scripted session.
 */
export function fakeSession(options: {
  chains: readonly string[]
  accountIndex?: number
  sendTransfer?: (request: SessionRequest) => unknown
  /** The session's properties; `shareAddresses`: `bip122_getAccountAddresses` holds the wallet's addresses. */
  properties?: Record<string, string>
  shareAddresses?: boolean
}) {
  const account = testAccount(options.accountIndex ?? 2)
  const keys = testKeys(options.accountIndex ?? 2)
  const payment = paymentKey(keys.payment, 'regtest')
  const ordinals = taprootKey(keys.taproot, 'regtest')
  const keyOf = (address: unknown) => [payment, ordinals].find((k) => k.address === address)

  const addresses = [
    {
      address: account.payment.address,
      publicKey: account.payment.publicKey,
      path: account.payment.path,
      intention: 'payment',
    },
    {
      address: account.taproot.address,
      publicKey: account.taproot.publicKey,
      path: account.taproot.path,
      intention: 'ordinal',
    },
  ]
  /** What a wallet answers by default. */
  const wallet = async (request: SessionRequest): Promise<unknown> => {
    const { method, params } = request
    if (params.account !== payment.address)
      throw { code: 5100, message: `Unknown account ${String(params.account)}` }
    switch (method) {
      case 'getAccountAddresses':
        return addresses
      case 'signMessage': {
        const key = keyOf(params.address ?? params.account)
        if (!key) throw { code: 5100, message: 'Unknown address' }
        const signature = signSimple(new TextEncoder().encode(String(params.message)), key)
        return { address: key.address, signature: hex.encode(signature) }
      }
      case 'signPsbt': {
        const tx = Transaction.fromPSBT(base64.decode(String(params.psbt)))
        for (const input of params.signInputs as { address: string; index: number }[]) {
          const key = keyOf(input.address)
          if (!key) throw { code: 5100, message: `Unknown address ${input.address}` }
          tx.signIdx(key.privateKey, input.index)
        }
        return { psbt: base64.encode(tx.toPSBT()) }
      }
      case 'sendTransfer':
        if (options.sendTransfer) return options.sendTransfer(request)
        throw { code: 5101, message: 'Unsupported methods: sendTransfer' }
      default:
        throw { code: 5101, message: `Unsupported methods: ${method}` }
    }
  }

  const scripted = createScriptedSession({
    namespace: 'bip122',
    chains: options.chains,
    address: payment.address,
    wallet,
    properties: {
      ...options.properties,
      ...(options.shareAddresses ? { bip122_getAccountAddresses: JSON.stringify(addresses) } : {}),
    },
  })
  return Object.assign(scripted, { payment, ordinals, addresses })
}
