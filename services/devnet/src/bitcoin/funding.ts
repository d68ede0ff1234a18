import { Transaction } from '@scure/btc-signer'
import { bitcoinMinerKey, bitcoinTestAccountFunding, bitcoinTestAccounts } from '../bitcoinAccounts.js'
import { bitcoinRegtestNetwork } from '../bitcoinNetwork.js'
import { addressToScript } from './addresses.js'
import { fromHex } from './bytes.js'
import { fundingTxFee } from './constants.js'
import { parseTx, type Tx } from './transaction.js'

/**
 * The genesis funding of the test accounts: ten transactions signed by the miner key, one per account index,
 * each paying that account's P2WPKH address 4, 3, 2 and 1 BTC and its P2TR address 1 BTC. The first spends the
 * mature coinbases it is given; each next one spends the change of the one before, so all ten go into one block
 * in this order.
 */

export interface SpendableOutput {
  readonly txid: string
  readonly vout: number
  readonly value: bigint
}

export const minerScript = (): Uint8Array => addressToScript(bitcoinMinerKey.address)

// Coinbases of empty blocks have the same txids in every chain, and ECDSA signing is deterministic (RFC 6979):
// the funding is the same each time, so a process that builds several chains (tests) signs it once.
let signed: { key: string; txs: Tx[] } | undefined

export function fundingTransactions(coinbases: readonly SpendableOutput[]): Tx[] {
  const key = coinbases.map((coin) => `${coin.txid}:${coin.vout}:${coin.value}`).join()
  if (signed?.key !== key) signed = { key, txs: signFunding(coinbases) }
  return signed.txs
}

function signFunding(coinbases: readonly SpendableOutput[]): Tx[] {
  const script = minerScript()
  const privateKey = fromHex(bitcoinMinerKey.privateKey)
  const network = bitcoinRegtestNetwork.addressParams
  const txs: Tx[] = []
  let inputs = coinbases
  for (const account of bitcoinTestAccounts) {
    const tx = new Transaction()
    for (const input of inputs) {
      tx.addInput({
        txid: input.txid,
        index: input.vout,
        witnessUtxo: { script, amount: input.value },
      })
    }
    let paid = 0n
    const pay = (address: string, sats: number) => {
      tx.addOutputAddress(address, BigInt(sats), network)
      paid += BigInt(sats)
    }
    for (const sats of bitcoinTestAccountFunding.payment) pay(account.payment.address, sats)
    for (const sats of bitcoinTestAccountFunding.taproot) pay(account.taproot.address, sats)
    const change = inputs.reduce((sum, input) => sum + input.value, 0n) - paid - fundingTxFee
    tx.addOutput({ script, amount: change })
    tx.sign(privateKey)
    tx.finalize()
    const parsed = parseTx(tx.extract())
    txs.push(parsed)
    inputs = [{ txid: parsed.txid, vout: parsed.outputs.length - 1, value: change }]
  }
  return txs
}
