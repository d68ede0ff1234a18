import { describe, expect, it } from 'vitest'
import { bitcoinRegtestNetwork } from '../bitcoinNetwork.js'
import { AddressError, addressToScript, scriptToAddress } from './addresses.js'
import { difficulty, headerHash } from './block.js'
import { fromHex, toHex } from './bytes.js'
import { blockSubsidy } from './coinbase.js'
import { isStrictDer } from './derSignature.js'
import { genesisBlock } from './genesis.js'
import { formatMoney } from './rejects.js'
import { scriptAsm, scriptType } from './script.js'
import { parseTx } from './transaction.js'
import { encodeTx } from './wire.js'

describe('regtest encodings', () => {
  it('rebuilds the regtest genesis block', () => {
    const genesis = genesisBlock()
    expect(genesis.hash).toBe(bitcoinRegtestNetwork.genesisHash)
    expect(headerHash(genesis.header)).toBe(
      '0f9188f13cb7b2c71f2a335e3a4fc328bf5beb436012afca590b1a11466e2206',
    )
    expect(genesis.txs[0]?.txid).toBe('4a5e1e4baab89f3a32518a88c31bc87f618f76673e2cc77ab2127b7afdeda33b')
    expect(difficulty(0x207fffff)).toBeCloseTo(4.656542373906925e-10, 20)
  })

  it('reads and writes regtest addresses of every kind', () => {
    const cases: [string, string][] = [
      ['bcrt1qquv9lg5g2r4jkr0ahun0ddfg5xntxjelwjpnuw', '001407185fa28850eb2b0dfdbf26f6b528a1a6b34b3f'],
      [
        'bcrt1pfewlxm8meyyvgjydfu7v8j4ej64symj6ut8sf66h9germp94qgzs92e5zv',
        '51204e5df36cfbc908c4488d4f3cc3cab996ab026e5ae2cf04eb572a323d84b50205',
      ],
    ]
    for (const [address, script] of cases) {
      expect(toHex(addressToScript(address))).toBe(script)
      expect(toHex(addressToScript(address.toUpperCase()))).toBe(script)
      expect(scriptToAddress(fromHex(script))).toBe(address)
    }
    // Base58: m/n for P2PKH (version 0x6f), 2 for P2SH (0xc4), round trip through the script.
    const p2pkh = `76a914${'11'.repeat(20)}88ac`
    const p2sh = `a914${'22'.repeat(20)}87`
    expect(scriptToAddress(fromHex(p2pkh))).toMatch(/^[mn]/)
    expect(scriptToAddress(fromHex(p2sh))).toMatch(/^2/)
    expect(toHex(addressToScript(scriptToAddress(fromHex(p2pkh)) ?? ''))).toBe(p2pkh)
    expect(toHex(addressToScript(scriptToAddress(fromHex(p2sh)) ?? ''))).toBe(p2sh)
    expect(scriptToAddress(fromHex('6a0401020304'))).toBeUndefined()
  })

  it('refuses other networks and malformed addresses', () => {
    const refused: [string, string | RegExp][] = [
      ['bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', 'Address on invalid network'],
      ['1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa', 'Address on invalid network'],
      ['bcrt1qquv9lg5g2r4jkr0ahun0ddfg5xntxjelwjpnux', /checksum/],
      ['bcrt1qQuv9lg5g2r4jkr0ahun0ddfg5xntxjelwjpnuw', /mixed case/],
      ['', /bad length/],
      ['0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', /Invalid address/],
    ]
    for (const [address, message] of refused) {
      expect(() => addressToScript(address)).toThrow(AddressError)
      expect(() => addressToScript(address)).toThrow(message)
    }
  })

  it('names script types and prints asm as Esplora does', () => {
    expect(scriptType(fromHex(`0014${'00'.repeat(20)}`))).toBe('v0_p2wpkh')
    expect(scriptType(fromHex(`0020${'00'.repeat(32)}`))).toBe('v0_p2wsh')
    expect(scriptType(fromHex(`5120${'00'.repeat(32)}`))).toBe('v1_p2tr')
    expect(scriptType(fromHex('6a'))).toBe('op_return')
    expect(scriptType(new Uint8Array())).toBe('empty')
    expect(scriptType(fromHex('51'))).toBe('unknown')
    expect(scriptAsm(fromHex(`76a914${'ab'.repeat(20)}88ac`))).toBe(
      `OP_DUP OP_HASH160 OP_PUSHBYTES_20 ${'ab'.repeat(20)} OP_EQUALVERIFY OP_CHECKSIG`,
    )
    expect(scriptAsm(fromHex('016700'))).toBe('OP_PUSHBYTES_1 67 OP_0')
    expect(scriptAsm(fromHex('4c02abcd51b1b2ba'))).toBe(
      'OP_PUSHDATA1 abcd OP_PUSHNUM_1 OP_CLTV OP_CSV OP_CHECKSIGADD',
    )
    expect(scriptAsm(fromHex('05ab'))).toBe('OP_PUSHBYTES_5 <push past end>')
  })

  it('formats amounts as bitcoind does in reject messages', () => {
    expect(formatMoney(100_000_000n)).toBe('1.00')
    expect(formatMoney(150_000_000n)).toBe('1.50')
    expect(formatMoney(10_000n)).toBe('0.0001')
    expect(formatMoney(123_456_789n)).toBe('1.23456789')
    expect(formatMoney(0n)).toBe('0.00')
  })

  it('checks strict DER (BIP-66)', () => {
    const valid =
      '3044022020aa7e0fc7e6b0e1b5b2a7fa1b6b4f1a2f8f6f11a1d2d27c6b4a0c1f5f6a7b8c02201c0a6f8e0b4a9e2c7f1d3e5a6b7c8d9e0f1a2b3c4d5e6f708192a3b4c5d6e7f801'
    expect(isStrictDer(fromHex(valid))).toBe(true)
    expect(isStrictDer(fromHex(`${valid.slice(0, 2)}45${valid.slice(4)}`))).toBe(false) // wrong total length
    expect(isStrictDer(fromHex(`3045022100${valid.slice(8)}`))).toBe(false) // needless zero byte in r
  })

  it('parses transactions strictly and computes txid, wtxid and weight', () => {
    const coinbase = genesisBlock().txs[0]
    if (!coinbase) throw new Error('no genesis coinbase')
    expect(parseTx(coinbase.raw).txid).toBe(coinbase.txid)
    // A segwit transaction: the txid hashes the bytes without marker, flag and witness.
    const segwit = parseTx(
      encodeTx({
        version: 2,
        lockTime: 0,
        inputs: [
          {
            txid: 'ab'.repeat(32),
            vout: 1,
            scriptSig: new Uint8Array(),
            sequence: 0xfffffffd,
            witness: [fromHex('0102')],
          },
        ],
        outputs: [{ value: 1_000n, script: fromHex(`0014${'00'.repeat(20)}`) }],
      }),
    )
    expect(segwit.txid).not.toBe(segwit.wtxid)
    expect(segwit.weight).toBe(segwit.baseSize * 3 + segwit.size)
    expect(segwit.baseSize).toBe(segwit.size - 2 - 4) // marker, flag, and the witness (count, length, 2 bytes)
    expect(parseTx(encodeTx(segwit, false)).txid).toBe(segwit.txid)
    const raw = toHex(segwit.raw)
    const refused: [string, RegExp][] = [
      [`${raw}00`, /data after the end/],
      [raw.slice(0, -2), /unexpected end/],
      // One input written as fd0100: not the shortest compact size.
      [`${raw.slice(0, 12)}fd0100${raw.slice(14)}`, /non-canonical ReadCompactSize/],
      // Marker and flag, but an empty witness (the last 8 bytes: the witness 01 02 0102, then the lock time).
      [
        toHex(new Uint8Array([...segwit.raw.slice(0, -8), 0, ...segwit.raw.slice(-4)])),
        /Superfluous witness record/,
      ],
    ]
    for (const [hex, message] of refused) expect(() => parseTx(fromHex(hex))).toThrow(message)
  })

  it('halves the subsidy every 150 blocks', () => {
    expect(blockSubsidy(1)).toBe(5_000_000_000n)
    expect(blockSubsidy(150)).toBe(2_500_000_000n)
    expect(blockSubsidy(150 * 64)).toBe(0n)
  })
})
