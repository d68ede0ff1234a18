import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { bitcoinTestAccounts } from '@foyer/devnet'
import { type BitcoinLedger, startBitcoinLedger } from '@foyer/devnet/node'
import { Transaction } from '@scure/btc-signer'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { thrown } from '../../testing/thrown.js'
import { RequestFailedError } from '../errors.js'
import { base64Decode, base64Encode } from '../solana/base58.js'
import { bitcoinWalletNetwork } from './account.js'
import { esploraClient } from './esplora.js'
import { executeBitcoinRequest } from './execute.js'
import { scriptOfAddress } from './psbt.js'
import { parseBitcoinRequest } from './requests.js'

const account = bitcoinTestAccounts[7]
const receiver = bitcoinTestAccounts[6].payment.address
let ledger: BitcoinLedger
let stateDir: string

const network = () => bitcoinWalletNetwork(ledger.url)

function request(method: string, params: Record<string, unknown>) {
  const parsed = parseBitcoinRequest(
    {
      id: 1,
      topic: 't',
      params: {
        chainId: network().caipNetworkId,
        request: { method, params: { account: account.payment.address, ...params } },
      },
    },
    account,
  )
  if (parsed.method === 'getAccountAddresses') throw new Error('not a signing request')
  return parsed
}

async function tx(txid: string) {
  const response = await fetch(`${ledger.url}/tx/${txid}`)
  return (await response.json()) as {
    vout: { scriptpubkey_address?: string; scriptpubkey_type: string; value: number }[]
  }
}

beforeAll(async () => {
  stateDir = await mkdtemp(join(tmpdir(), 'foyer-wallet-bitcoin-'))
  ledger = await startBitcoinLedger({ port: 0, stateDir, blockIntervalMs: 0, reset: true })
})

afterAll(async () => {
  await ledger?.close()
  if (stateDir) await rm(stateDir, { recursive: true, force: true })
})

describe('Bitcoin transactions on the regtest ledger', () => {
  it('sendTransfer pays the recipient from the payment address, change back, memo as OP_RETURN', async () => {
    const result = await executeBitcoinRequest(
      request('sendTransfer', { recipientAddress: receiver, amount: '25000000', memo: '466f796572' }),
      { account, network: network() },
    )
    const { txid } = result as { txid: string }
    expect(txid).toMatch(/^[0-9a-f]{64}$/)
    const { vout } = await tx(txid)
    expect(vout).toContainEqual(
      expect.objectContaining({ scriptpubkey_address: receiver, value: 25_000_000 }),
    )
    expect(vout.some((output) => output.scriptpubkey_type === 'op_return')).toBe(true)
    expect(vout.some((output) => output.scriptpubkey_address === account.payment.address)).toBe(true)
  })

  it('signPsbt signs a payment and a taproot input the ledger accepts, broadcast on request', async () => {
    const esplora = esploraClient(ledger.url)
    const [payment] = await esplora.utxos(account.payment.address)
    const [taproot] = await esplora.utxos(account.taproot.address)
    if (!payment || !taproot) throw new Error('the test account is not funded')
    const psbt = new Transaction()
    for (const [utxo, address] of [
      [payment, account.payment.address],
      [taproot, account.taproot.address],
    ] as const)
      psbt.addInput({
        txid: utxo.txid,
        index: utxo.vout,
        witnessUtxo: { script: scriptOfAddress(address), amount: BigInt(utxo.value) },
      })
    const amount = BigInt(payment.value + taproot.value) - 10_000n
    psbt.addOutput({ script: scriptOfAddress(receiver), amount })
    const signInputs = [
      { address: account.payment.address, index: 0 },
      { address: account.taproot.address, index: 1 },
    ]
    const unsent = await executeBitcoinRequest(
      request('signPsbt', { psbt: base64Encode(psbt.toPSBT()), signInputs }),
      { account, network: network() },
    )
    expect(unsent).not.toHaveProperty('txid')
    const signed = Transaction.fromPSBT(base64Decode((unsent as { psbt: string }).psbt))
    expect(signed.getInput(0).partialSig).toHaveLength(1)
    expect(signed.getInput(1).tapKeySig).toHaveLength(64)

    const sent = await executeBitcoinRequest(
      request('signPsbt', { psbt: base64Encode(psbt.toPSBT()), signInputs, broadcast: true }),
      { account, network: network() },
    )
    const { txid } = sent as { txid: string }
    expect((await tx(txid)).vout).toEqual([
      expect.objectContaining({ scriptpubkey_address: receiver, value: Number(amount) }),
    ])
  })

  it('reports what the ledger refuses, and a transfer it cannot fund', async () => {
    const tooMuch = request('sendTransfer', { recipientAddress: receiver, amount: '2100000000000000' })
    const error = await thrown(() => executeBitcoinRequest(tooMuch, { account, network: network() }))
    expect(error).toBeInstanceOf(RequestFailedError)
    expect(error).toMatchObject({ shortMessage: 'Insufficient funds' })
    const dust = request('sendTransfer', { recipientAddress: receiver, amount: '1' })
    const refused = await thrown(() => executeBitcoinRequest(dust, { account, network: network() }))
    expect(refused).toBeInstanceOf(RequestFailedError)
    // bitcoind's reason, out of Esplora's 'sendrawtransaction RPC error: {...}'.
    expect(refused).toMatchObject({ shortMessage: 'dust' })
  })
})
