import { u8aToHex, u8aWrapBytes } from '@polkadot/util'
import type { PolkadotAccount } from './account.js'
import { extrinsicPayloadBytes, payloadSigningBytes } from './payload.js'
import type { PolkadotRequest } from './requests.js'
import { polkadotPair } from './signer.js'

/** polkadot_signMessage's answer. */
export interface PolkadotMessageResult {
  /** The sr25519 signature, hex (64 bytes, no type byte: what polkadot-js's signRaw returns). */
  signature: `0x${string}`
}

/** polkadot_signTransaction's answer. */
export interface PolkadotTransactionResult {
  /** The request's JSON-RPC id, as polkadot-js's SignerResult carries one. */
  id: number
  /** The MultiSignature, hex: the type byte (0x01 for sr25519), then the 64-byte signature. */
  signature: `0x${string}`
}

/**
 * Signs an approved Polkadot request with the account's sr25519 key, as a polkadot-js extension does:
 * a message wrapped in <Bytes>…</Bytes> (u8aWrapBytes leaves an already wrapped one alone); a
 * transaction's SCALE-encoded payload, hashed with blake2-256 when longer than 256 bytes.
 * @throws InvalidParamsError when the payload cannot be encoded; RequestFailedError when the key fails.
 */
export async function executePolkadotRequest(
  request: PolkadotRequest,
  account: PolkadotAccount,
): Promise<PolkadotMessageResult | PolkadotTransactionResult> {
  switch (request.method) {
    case 'polkadot_signMessage': {
      const pair = await polkadotPair(account)
      return { signature: u8aToHex(pair.sign(u8aWrapBytes(request.message))) }
    }
    case 'polkadot_signTransaction': {
      const signing = payloadSigningBytes(extrinsicPayloadBytes(request.payload))
      const pair = await polkadotPair(account)
      return { id: request.id, signature: u8aToHex(pair.sign(signing, { withType: true })) }
    }
  }
}
