import { verifyBitcoinMessage } from '@foyer/bitcoin'
import { bitcoinAdapter } from './foyer.js'

// Bitcoin signing for the demo, loaded with import() on the first click.

/** Asks the wallet for a BIP-322 signature of `message` and checks it against the payment address. */
export async function signAndVerifyBitcoin(address: string, message: string) {
  if (!bitcoinAdapter) throw new Error('This demo was built without Bitcoin')
  const signature = await bitcoinAdapter.signMessage({ message, address })
  const valid = await verifyBitcoinMessage({ address, message, signature })
  return { signature, valid }
}

type Utxo = { txid: string; vout: number; value: number }

/**
 * Builds a PSBT that pays the address's largest coin back to itself (less a 1,000 sat fee), has the wallet
 * sign it through the adapter (sign PSBT, not broadcast), and finalizes it: a valid signature finalizes
 * into a transaction the chain would accept. @scure/btc-signer arrives with this module, on the click.
 */
export async function signTestPsbt(address: string) {
  if (!bitcoinAdapter) throw new Error('This demo was built without Bitcoin')
  const [{ Transaction, OutScript, Address, NETWORK, TEST_NETWORK }, { base64 }] = await Promise.all([
    import('@scure/btc-signer'),
    import('@scure/base'),
  ])
  const esplora = bitcoinAdapter.network.rpcUrls.default.http[0]
  const utxos = (await (await fetch(`${esplora}/address/${address}/utxo`)).json()) as Utxo[]
  const coin = utxos.sort((a, b) => b.value - a.value)[0]
  if (!coin) throw new Error('This address has no coins to spend')
  const network = address.startsWith('bcrt1')
    ? { ...TEST_NETWORK, bech32: 'bcrt' }
    : address.startsWith('bc1')
      ? NETWORK
      : TEST_NETWORK
  const script = OutScript.encode(Address(network).decode(address))
  const tx = new Transaction()
  tx.addInput({ txid: coin.txid, index: coin.vout, witnessUtxo: { script, amount: BigInt(coin.value) } })
  tx.addOutput({ script, amount: BigInt(coin.value) - 1_000n })
  const { psbt } = await bitcoinAdapter.signPsbt({
    psbt: base64.encode(tx.toPSBT()),
    signInputs: { [address]: [0] },
  })
  const signed = Transaction.fromPSBT(base64.decode(psbt))
  signed.finalize()
  return { psbt, txid: signed.id, hex: signed.hex }
}
