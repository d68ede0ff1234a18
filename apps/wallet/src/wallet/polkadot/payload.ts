import { TypeRegistry } from '@polkadot/types/create'
import { blake2AsU8a } from '@polkadot/util-crypto'
import { InvalidParamsError } from '../errors.js'
import type { SignerPayload } from './requests.js'

/**
 * The SCALE encoding of a transaction payload, as a polkadot-js signer signs it: the call, then the
 * signed extensions' extra and implicit data, with no length prefix. Standard payloads need no
 * metadata: the registry knows the usual extensions (an unknown one is encoded as empty, and the
 * registry warns about it).
 * @throws InvalidParamsError when the registry cannot encode the payload.
 */
export function extrinsicPayloadBytes(payload: SignerPayload): Uint8Array {
  // One registry per payload: extensions are registry-wide state and differ between chains.
  const registry = new TypeRegistry()
  try {
    registry.setSignedExtensions(payload.signedExtensions)
    return registry
      .createType('ExtrinsicPayload', payload, { version: payload.version })
      .toU8a({ method: true })
  } catch (error) {
    throw new InvalidParamsError('Invalid polkadot_signTransaction parameters', {
      details: `transactionPayload: ${(error as Error).message}`,
      cause: error,
    })
  }
}

/** What is signed for a payload: its bytes, or their blake2-256 hash when longer than 256 bytes. */
export function payloadSigningBytes(encoded: Uint8Array): Uint8Array {
  return encoded.length > 256 ? blake2AsU8a(encoded, 256) : encoded
}
