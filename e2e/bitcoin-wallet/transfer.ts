// bitcoin:sendTransfer for the test wallet (when turned on): it builds, signs and broadcasts the transfer
// itself, on the Esplora API it was given, as a wallet with its own backend does.
import { hex } from '@scure/base'
import { selectUTXO } from '@scure/btc-signer'
import { addressParameters, type Network, type WalletKey } from './keys.js'

async function get(esploraUrl: string, path: string): Promise<unknown> {
  const response = await fetch(`${esploraUrl}${path}`)
  if (!response.ok) throw new Error(`GET ${path}: HTTP status code: ${response.status}`)
  return response.json()
}

/** Sends `amount` satoshis from `key`'s address to `to` at the ledger's next-block fee rate; resolves the txid. */
export async function transfer(options: {
  esploraUrl: string
  network: Network
  key: WalletKey
  to: string
  amount: bigint
}): Promise<string> {
  const { esploraUrl, network, key, to, amount } = options
  const utxos = (await get(esploraUrl, `/address/${key.address}/utxo`)) as {
    txid: string
    vout: number
    value: number
  }[]
  const estimates = (await get(esploraUrl, '/fee-estimates')) as Record<string, number>
  const feePerByte = BigInt(Math.max(1, Math.ceil(estimates['1'] ?? 2)))
  const selected = selectUTXO(
    utxos.map((u) => ({
      txid: u.txid,
      index: u.vout,
      witnessUtxo: { script: key.script, amount: BigInt(u.value) },
    })),
    [{ address: to, amount }],
    'default',
    { feePerByte, changeAddress: key.address, network: addressParameters(network) },
  )
  if (!selected?.tx) throw Object.assign(new Error('Insufficient funds'), { code: -32603 })
  selected.tx.sign(key.privateKey)
  selected.tx.finalize()
  const response = await fetch(`${esploraUrl}/tx`, {
    method: 'POST',
    body: hex.encode(selected.tx.extract()),
  })
  const text = await response.text()
  if (!response.ok) throw Object.assign(new Error(`Broadcast refused: ${text}`), { code: -32603 })
  return text.trim()
}
