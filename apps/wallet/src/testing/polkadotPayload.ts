import { polkadotTestKey } from '../keys/testKeys.js'
import type { SignerPayload } from '../wallet/polkadot/requests.js'

/** Polkadot's genesis hash; its first 32 hex digits are the chain's CAIP-2 reference. */
export const polkadotGenesisHash = '0x91b171bb158e2d3848fa23a9f1c25182fb8e20313b2c1eb49219da7a70ce90c3'

/**
 * A SignerPayloadJSON as polkadot-js's api builds it for Polkadot (extrinsic version 4, the relay
 * chain's extensions). The default call is balances.transferKeepAlive to Bob of 1 DOT; `method`
 * replaces it.
 */
export function polkadotPayload(overrides: Partial<SignerPayload> = {}): SignerPayload {
  return {
    address: polkadotTestKey.polkadotAddress,
    blockHash: `0x${'11'.repeat(32)}`,
    blockNumber: '0x01588f1c',
    era: '0xc500',
    genesisHash: polkadotGenesisHash,
    method: '0x0503008eaf04151687736326c9fea17e25fc5287613693c912909cb226aa4794f26a480700e40b5402',
    nonce: '0x00000002',
    specVersion: '0x000f4dfc',
    tip: '0x00000000000000000000000000000000',
    transactionVersion: '0x0000001a',
    signedExtensions: [
      'CheckNonZeroSender',
      'CheckSpecVersion',
      'CheckTxVersion',
      'CheckGenesis',
      'CheckMortality',
      'CheckNonce',
      'CheckWeight',
      'ChargeTransactionPayment',
      'PrevalidateAttests',
      'CheckMetadataHash',
    ],
    version: 4,
    mode: 0,
    metadataHash: null,
    ...overrides,
  }
}

/** A system.remark call of `size` bytes: long enough, it makes the payload be signed by its hash. */
export function remarkCall(size: number): `0x${string}` {
  // SCALE compact length: two-byte mode below 2^14 (value << 2 | 0b01, little endian).
  const compact = (size << 2) | 1
  const length = [compact & 0xff, compact >> 8].map((byte) => byte.toString(16).padStart(2, '0')).join('')
  return `0x0000${length}${'ab'.repeat(size)}`
}
