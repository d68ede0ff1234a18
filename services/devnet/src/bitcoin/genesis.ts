import { bitcoinRegtestNetwork } from '../bitcoinNetwork.js'
import { type Block, headerHash, makeBlock, merkleRoot } from './block.js'
import { concat, fromHex } from './bytes.js'
import { genesisTime, initialSubsidy, regtestBits } from './constants.js'
import { makeTx, nullIndex, nullTxid } from './transaction.js'

/**
 * Block 0: the real regtest genesis block (the mainnet genesis transaction with regtest's time, bits and nonce),
 * so its hash, and the CAIP-2 id built from it, are those of every regtest node. Its coinbase output can never be
 * spent (consensus never adds it to the UTXO set).
 */

const headline = 'The Times 03/Jan/2009 Chancellor on brink of second bailout for banks'
const satoshiKey =
  '04678afdb0fe5548271967f1a67130b7105cd6a828e03909a67962e0ea1f61deb649f6bc3f4cef38c4f35504e51ec112de5c384df7ba0b8d578a4c702b6bf11d5f'

export function genesisBlock(): Block {
  const coinbase = makeTx({
    version: 1,
    lockTime: 0,
    inputs: [
      {
        txid: nullTxid,
        vout: nullIndex,
        // 486604799 (the bits of mainnet's first target), 4, and the headline.
        scriptSig: concat(fromHex('04ffff001d010445'), new TextEncoder().encode(headline)),
        sequence: 0xffffffff,
        witness: [],
      },
    ],
    outputs: [{ value: initialSubsidy, script: concat(fromHex(`41${satoshiKey}`), Uint8Array.of(0xac)) }],
  })
  const header = {
    version: 1,
    prevHash: nullTxid,
    merkleRoot: merkleRoot([coinbase.txid]),
    time: genesisTime,
    bits: regtestBits,
    nonce: 2,
  }
  const hash = headerHash(header)
  if (hash !== bitcoinRegtestNetwork.genesisHash) throw new Error(`regtest genesis hash mismatch: ${hash}`)
  return makeBlock(0, header, [coinbase])
}
