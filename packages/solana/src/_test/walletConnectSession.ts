import { createScriptedSession, type ScriptedSessionRequest } from '@foyer/core/testing'
import { solanaTestAccounts } from '@foyer/devnet'
import {
  createKeyPairFromBytes,
  getAddressFromPublicKey,
  getBase58Decoder,
  getBase58Encoder,
  getBase64Decoder,
  getBase64Encoder,
  getTransactionDecoder,
  getTransactionEncoder,
  signBytes,
  signTransaction,
} from '@solana/kit'

/** A request the fake wallet received: what went over the wire. */
export type SessionRequest = ScriptedSessionRequest

/**
 * A WalletConnect session as core hands it to adapters, with a wallet behind it that holds a Solana
 * test key and answers WalletConnect's `solana_*` requests as the WalletConnect docs say (`answer`
 * overrides one request). Records every request; `emit` plays a session event (core's scripted session).
 */
export async function fakeSession(
  options: { accountIndex?: number; chains: readonly string[]; evm?: boolean } = { chains: [] },
) {
  const account = solanaTestAccounts[options.accountIndex ?? 7]
  if (!account) throw new Error('no such test account')
  const keyPair = await createKeyPairFromBytes(getBase58Encoder().encode(account.secretKey))
  const address = await getAddressFromPublicKey(keyPair.publicKey)
  const fromBase64 = (text: unknown) => getBase64Encoder().encode(text as string)
  const signWire = async (wire: unknown) =>
    signTransaction([keyPair], getTransactionDecoder().decode(fromBase64(wire)))

  /** What a wallet answers by default: signatures by the test key. */
  const wallet = async ({ method, params }: SessionRequest): Promise<unknown> => {
    switch (method) {
      case 'solana_signMessage': {
        const signature = await signBytes(
          keyPair.privateKey,
          getBase58Encoder().encode(params.message as string),
        )
        return { signature: getBase58Decoder().decode(signature) }
      }
      case 'solana_signTransaction': {
        const signed = await signWire(params.transaction)
        const signature = signed.signatures[address] as Uint8Array
        return {
          signature: getBase58Decoder().decode(signature),
          transaction: getBase64Decoder().decode(getTransactionEncoder().encode(signed)),
        }
      }
      case 'solana_signAllTransactions': {
        const signed = await Promise.all((params.transactions as string[]).map(signWire))
        return {
          transactions: signed.map((t) => getBase64Decoder().decode(getTransactionEncoder().encode(t))),
        }
      }
      default:
        throw { code: 5101, message: `Unsupported methods: ${method}` }
    }
  }

  const scripted = createScriptedSession({
    namespace: 'solana',
    chains: options.chains,
    address,
    otherAccounts: options.evm ? ['eip155:1:0x1234567890abcdef1234567890abcdef12345678'] : [],
    wallet,
  })
  return Object.assign(scripted, {
    address,
    keyPair,
    /** The default answer, for an `answerNext` that changes it. */
    wallet,
  })
}
