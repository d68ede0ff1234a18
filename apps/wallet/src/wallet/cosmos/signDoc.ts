import { fromBase64, fromHex } from '@cosmjs/encoding'
import { decodeTxRaw, Registry } from '@cosmjs/proto-signing'

/** A message of a direct sign doc's body, as the approval card lists it. */
interface CosmosMessage {
  typeUrl: string
  /** The decoded message when the wallet knows its type (MsgSend), else undefined. */
  value: unknown
}

/** What a direct sign doc's body and auth info say, for the approval card. */
export interface DirectSignDocSummary {
  messages: CosmosMessage[]
  memo: string
  fee: { denom: string; amount: string }[]
  gasLimit: string
  /** The signer's sequence as the auth info states it. */
  sequence: string | undefined
}

/**
 * Bytes of a sign doc field: base64 (WalletConnect's Cosmos reference), or 0x-prefixed hex, which some
 * dApps send instead (a hex string without 0x would also be valid base64, so only 0x marks hex).
 * @throws Error when the text is neither.
 */
export function signDocBytes(text: string): Uint8Array {
  return text.startsWith('0x') ? fromHex(text.slice(2)) : fromBase64(text)
}

// Protobuf length-delimited field: the key (field number << 3 | wire type 2), a varint length, the bytes.
function lengthDelimited(field: number, bytes: Uint8Array): number[] {
  const length: number[] = []
  let rest = bytes.length
  do {
    length.push((rest & 0x7f) | (rest > 0x7f ? 0x80 : 0))
    rest >>>= 7
  } while (rest > 0)
  return [(field << 3) | 2, ...length, ...bytes]
}

/**
 * The body's messages and memo and the auth info's fee and sequence. The two are put in a TxRaw
 * (fields 1 and 2) so cosmjs's own decoder reads them both.
 * @throws Error when the bytes are not a transaction body and auth info.
 */
export function summarizeDirectSignDoc(
  bodyBytes: Uint8Array,
  authInfoBytes: Uint8Array,
): DirectSignDocSummary {
  const raw = new Uint8Array([...lengthDelimited(1, bodyBytes), ...lengthDelimited(2, authInfoBytes)])
  const { body, authInfo } = decodeTxRaw(raw)
  // The default registry knows MsgSend, the transfer a visitor most needs to read.
  const registry = new Registry()
  const messages = body.messages.map(({ typeUrl, value }) => {
    try {
      return { typeUrl, value: registry.decode({ typeUrl, value }) as unknown }
    } catch {
      return { typeUrl, value: undefined }
    }
  })
  return {
    messages,
    memo: body.memo,
    fee: (authInfo.fee?.amount ?? []).map(({ denom, amount }) => ({ denom, amount })),
    gasLimit: String(authInfo.fee?.gasLimit ?? 0n),
    sequence: authInfo.signerInfos[0]?.sequence.toString(),
  }
}
