import { merkleRoot } from './block.js'
import { concat, hash256, internalHash } from './bytes.js'
import { halvingInterval, initialSubsidy } from './constants.js'
import { makeTx, nullIndex, nullTxid, type Tx } from './transaction.js'

/**
 * The coinbase of a mined block, as bitcoind's miner writes it: the height first in its script (BIP-34) followed
 * by OP_0, the subsidy plus the fees to the miner's script, and the BIP-141 witness commitment with a 32-byte
 * zero witness reserved value.
 */

/** The block subsidy at a height: 50 BTC, halved every 150 blocks on regtest. */
export function blockSubsidy(height: number): bigint {
  const halvings = Math.floor(height / halvingInterval)
  return halvings >= 64 ? 0n : initialSubsidy >> BigInt(halvings)
}

/** `CScript() << n`: OP_0, OP_1…OP_16, or a push of the minimal little-endian script number. */
function scriptNumPush(n: number): Uint8Array {
  if (n === 0) return Uint8Array.of(0x00)
  if (n >= 1 && n <= 16) return Uint8Array.of(0x50 + n)
  const bytes: number[] = []
  for (let v = n; v > 0; v = Math.floor(v / 256)) bytes.push(v % 256)
  // A set top bit would read as the sign: add a zero byte.
  if (((bytes.at(-1) as number) & 0x80) !== 0) bytes.push(0)
  return Uint8Array.of(bytes.length, ...bytes)
}

const witnessReservedValue = new Uint8Array(32)
const commitmentHeader = Uint8Array.of(0x6a, 0x24, 0xaa, 0x21, 0xa9, 0xed)

/** OP_RETURN aa21a9ed and the double SHA-256 of the witness merkle root (coinbase wtxid as zeros) and the nonce. */
function witnessCommitmentScript(others: readonly Tx[]): Uint8Array {
  const root = merkleRoot([nullTxid, ...others.map((tx) => tx.wtxid)])
  return concat(commitmentHeader, hash256(internalHash(root), witnessReservedValue))
}

export function makeCoinbase(
  height: number,
  value: bigint,
  minerScript: Uint8Array,
  others: readonly Tx[],
): Tx {
  return makeTx({
    version: 2,
    lockTime: 0,
    inputs: [
      {
        txid: nullTxid,
        vout: nullIndex,
        scriptSig: concat(scriptNumPush(height), Uint8Array.of(0x00)),
        sequence: 0xffffffff,
        witness: [witnessReservedValue],
      },
    ],
    outputs: [
      { value, script: minerScript },
      { value: 0n, script: witnessCommitmentScript(others) },
    ],
  })
}
