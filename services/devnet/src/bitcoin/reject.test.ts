import { hex } from '@scure/base'
import { p2pkh, Transaction } from '@scure/btc-signer'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bitcoinMinerKey, bitcoinTestAccounts } from '../bitcoinAccounts.js'
import { bitcoinRegtestNetwork } from '../bitcoinNetwork.js'
import {
  broadcast,
  getJson,
  type KeyKind,
  type SpendInput,
  type SpendOutput,
  signSpend,
  startTestBitcoinLedger,
  type TestBitcoinLedger,
} from './testing.js'

/** Refused transactions: each answers HTTP 400 with bitcoind's error as Esplora passes it on. */

const [alice, bob, , , erin, frank] = bitcoinTestAccounts
let ledger: TestBitcoinLedger

beforeAll(async () => {
  ledger = await startTestBitcoinLedger()
})

afterAll(async () => {
  await ledger?.dispose()
})

interface Utxo {
  txid: string
  vout: number
  value: number
}

const utxos = (address: string) => getJson<Utxo[]>(ledger, `/address/${address}/utxo`)
const asInput = (utxo: Utxo): SpendInput => ({ txid: utxo.txid, vout: utxo.vout, value: BigInt(utxo.value) })
const rpcError = (code: number, message: string) =>
  `sendrawtransaction RPC error: ${JSON.stringify({ code, message })}`

async function firstUtxo(address: string, value?: number): Promise<Utxo> {
  const found = (await utxos(address)).find((u) => value === undefined || u.value === value)
  if (!found) throw new Error(`no utxo of ${value} on ${address}`)
  return found
}

async function expectRefused(hexTx: string, code: number, message: string) {
  expect(await broadcast(ledger, hexTx)).toEqual({ status: 400, text: rpcError(code, message) })
}

const payTo = (address: string, value: bigint): SpendOutput => ({ address, value })

function spend(kind: KeyKind, account: (typeof bitcoinTestAccounts)[number]) {
  return (inputs: SpendInput[], outputs: SpendOutput[]) => signSpend(kind, account[kind], inputs, outputs)
}

describe('refused transactions', () => {
  it('refuses a second spend of an output the mempool already spends (no replacement)', async () => {
    const coin = await firstUtxo(alice.payment.address, 300_000_000)
    const pay = spend('payment', alice)
    const first = pay([asInput(coin)], [payTo(bob.payment.address, 299_999_000n)])
    expect((await broadcast(ledger, first.hex)).status).toBe(200)
    const second = pay([asInput(coin)], [payTo(alice.taproot.address, 299_998_000n)])
    await expectRefused(second.hex, -26, 'txn-mempool-conflict')
    ledger.mine()
    // Once mined, the output is spent for good.
    await expectRefused(second.hex, -25, 'bad-txns-inputs-missingorspent')
    // The mined transaction itself is in the UTXO set now.
    await expectRefused(first.hex, -27, 'Transaction outputs already in utxo set')
  })

  it('refuses an input that does not exist', async () => {
    const unknown = { txid: 'ab'.repeat(32), vout: 0, value: 100_000n }
    const tx = spend('payment', alice)([unknown], [payTo(bob.payment.address, 90_000n)])
    await expectRefused(tx.hex, -25, 'bad-txns-inputs-missingorspent')
  })

  it('refuses outputs above the inputs', async () => {
    const coin = await firstUtxo(alice.payment.address, 100_000_000)
    // The signer is told a larger amount than the output holds.
    const tx = spend('payment', alice)(
      [{ ...asInput(coin), value: 200_000_000n }],
      [payTo(bob.payment.address, 150_000_000n)],
    )
    await expectRefused(tx.hex, -26, 'bad-txns-in-belowout, value in (1.00) < value out (1.50)')
  })

  it('refuses a P2WPKH signature that does not verify', async () => {
    const coin = await firstUtxo(alice.payment.address, 200_000_000)
    // BIP-143 signs the amount: a signature over a wrong one fails.
    const tx = spend('payment', alice)(
      [{ ...asInput(coin), value: 200_000_001n }],
      [payTo(bob.payment.address, 199_990_000n)],
    )
    await expectRefused(
      tx.hex,
      -26,
      'mandatory-script-verify-flag-failed (Signature must be zero for failed CHECK(MULTI)SIG operation)',
    )
  })

  it('refuses a key that is not the one the output commits to', async () => {
    const coin = await firstUtxo(erin.payment.address, 400_000_000)
    // Erin's output signed by Frank's key: the public key hash differs.
    const tx = signSpend(
      'payment',
      frank.payment,
      [asInput(coin)],
      [payTo(frank.payment.address, 399_990_000n)],
    )
    await expectRefused(
      tx.hex,
      -26,
      'mandatory-script-verify-flag-failed (Script failed an OP_EQUALVERIFY operation)',
    )
  })

  it('refuses a P2TR signature that does not verify', async () => {
    const coin = await firstUtxo(erin.taproot.address)
    const tx = spend('taproot', erin)(
      [{ ...asInput(coin), value: BigInt(coin.value) + 1n }],
      [payTo(frank.payment.address, 99_990_000n)],
    )
    await expectRefused(tx.hex, -26, 'mandatory-script-verify-flag-failed (Invalid Schnorr signature)')
  })

  it('refuses dust, a fee below the minimum relay fee, and an absurd fee', async () => {
    const coin = await firstUtxo(frank.payment.address, 100_000_000)
    const pay = spend('payment', frank)
    const to = bob.payment.address
    await expectRefused(
      pay([asInput(coin)], [payTo(to, 293n), payTo(frank.payment.address, 99_990_000n)]).hex,
      -26,
      'dust',
    )
    const cheap = pay([asInput(coin)], [payTo(to, 99_999_950n)])
    await expectRefused(cheap.hex, -26, `min relay fee not met, 50 < ${cheap.vsize}`)
    await expectRefused(
      pay([asInput(coin)], [payTo(to, 10_000_000n)]).hex,
      -25,
      'Fee exceeds maximum configured by user (e.g. -maxtxfee, maxfeerate)',
    )
  })

  it('refuses a coinbase spend before it is 100 blocks deep', async () => {
    const tip = await getJson<{ txid: string; vout: { value: number }[] }[]>(
      ledger,
      `/block/${ledger.tip().hash}/txs`,
    )
    const coinbase = tip[0]
    if (!coinbase) throw new Error('no coinbase')
    const tx = signSpend(
      'payment',
      bitcoinMinerKey,
      [{ txid: coinbase.txid, vout: 0, value: BigInt(coinbase.vout[0]?.value ?? 0) }],
      [payTo(bitcoinMinerKey.address, BigInt(coinbase.vout[0]?.value ?? 0) - 1_000n)],
    )
    await expectRefused(
      tx.hex,
      -26,
      'bad-txns-premature-spend-of-coinbase, tried to spend coinbase at depth 1',
    )
  })

  it('refuses spends of script types it does not verify, with the reason', async () => {
    // Pay a regtest P2PKH address (m…/n…): paying it is fine, spending it is not supported.
    const legacy = p2pkh(hex.decode(frank.payment.publicKey), bitcoinRegtestNetwork.addressParams)
    const coin = await firstUtxo(frank.taproot.address)
    const funding = spend('taproot', frank)([asInput(coin)], [payTo(legacy.address ?? '', 99_990_000n)])
    expect((await broadcast(ledger, funding.hex)).status).toBe(200)
    const tx = new Transaction({ allowLegacyWitnessUtxo: true })
    tx.addInput({ txid: funding.txid, index: 0, witnessUtxo: { script: legacy.script, amount: 99_990_000n } })
    tx.addOutputAddress(frank.payment.address, 99_980_000n, bitcoinRegtestNetwork.addressParams)
    tx.sign(hex.decode(frank.payment.privateKey))
    tx.finalize()
    await expectRefused(
      tx.hex,
      -26,
      'unsupported-input-script, input 0 spends a p2pkh output; this regtest stand-in verifies v0_p2wpkh and v1_p2tr key-path spends only',
    )
  })
})
