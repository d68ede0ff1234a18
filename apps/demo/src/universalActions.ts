import { pubkeyToAddress, serializeSignDoc } from '@cosmjs/amino'
import { Secp256k1, Secp256k1Signature, sha256 } from '@cosmjs/crypto'
import { fromBase64 } from '@cosmjs/encoding'
import { adr036SignDoc } from '@foyer/core'
import { cryptoWaitReady, signatureVerify } from '@polkadot/util-crypto'
import { cosmosAdapter, polkadotAdapter } from './foyer.js'

// Polkadot and Cosmos signing for the demo, loaded with import() on the first click: @polkadot/util-crypto
// (its WebAssembly sr25519) and @cosmjs stay off the page load.

/** Asks the wallet for a Polkadot signature of `message` and checks it (sr25519, ed25519 or ecdsa). */
export async function signAndVerifyPolkadot(address: string, message: string) {
  if (!polkadotAdapter) throw new Error('This demo was built without Polkadot')
  const signature = await polkadotAdapter.signMessage({ message, address })
  await cryptoWaitReady()
  // Checks the message as given and wrapped in <Bytes>…</Bytes>, as polkadot-js extensions sign it.
  const { isValid } = signatureVerify(message, signature, address)
  return { signature, valid: isValid }
}

/**
 * Asks the wallet for a Cosmos signature of `message` (an ADR-036 document, as Keplr's signArbitrary) and
 * checks it: the wallet's public key (cosmos_getAccounts) must be the address's, and the secp256k1
 * signature must match the document's hash.
 */
export async function signAndVerifyCosmos(address: string, message: string) {
  if (!cosmosAdapter) throw new Error('This demo was built without Cosmos')
  const signature = await cosmosAdapter.signMessage({ message, address })
  const accounts = await cosmosAdapter.request<{ address: string; pubkey: string }[]>({
    method: 'cosmos_getAccounts',
  })
  const account = accounts.find((a) => a.address === address)
  if (!account) return { signature, valid: false }
  const pubkey = fromBase64(account.pubkey)
  const prefix = address.slice(0, address.lastIndexOf('1'))
  const owner = pubkeyToAddress({ type: 'tendermint/PubKeySecp256k1', value: account.pubkey }, prefix)
  const digest = sha256(serializeSignDoc(adr036SignDoc(address, message)))
  const valid =
    owner === address &&
    (await Secp256k1.verifySignature(
      Secp256k1Signature.fromFixedLength(fromBase64(signature)),
      digest,
      pubkey,
    ))
  return { signature, valid }
}
