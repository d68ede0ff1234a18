import { serializeSignDoc } from '@cosmjs/amino'
import { Secp256k1, Secp256k1Signature, sha256 } from '@cosmjs/crypto'
import { fromBase64 } from '@cosmjs/encoding'
import { makeSignBytes } from '@cosmjs/proto-signing'
import { describe, expect, it } from 'vitest'
import { cosmosTestKey } from '../../keys/testKeys.js'
import { aminoSignDoc, directSignDoc } from '../../testing/cosmosSignDoc.js'
import { thrown } from '../../testing/thrown.js'
import { RequestFailedError } from '../errors.js'
import { cosmosTestAccount } from './account.js'
import { executeCosmosRequest } from './execute.js'
import { parseCosmosRequest } from './requests.js'

const chainId = 'cosmos:cosmoshub-4'
const signerAddress = cosmosTestKey.address
const pubkey = fromBase64(cosmosTestKey.pubkey)

function request(method: 'cosmos_signDirect' | 'cosmos_signAmino', signDoc: unknown) {
  const parsed = parseCosmosRequest(
    { id: 1, topic: 't', params: { chainId, request: { method, params: { signerAddress, signDoc } } } },
    cosmosTestAccount,
  )
  if (parsed.method === 'cosmos_getAccounts') throw new Error('not a signing request')
  return parsed
}

function verifies(signature: string, signBytes: Uint8Array): boolean {
  return Secp256k1.verifySignature(
    Secp256k1Signature.fromFixedLength(fromBase64(signature)),
    sha256(signBytes),
    pubkey,
  )
}

const pubKey = { type: 'tendermint/PubKeySecp256k1', value: cosmosTestKey.pubkey }

describe('executeCosmosRequest', () => {
  it('signs a direct sign doc: secp256k1 over sha256(makeSignBytes), the sign doc given back as sent', async () => {
    const signDoc = directSignDoc()
    const parsed = request('cosmos_signDirect', signDoc)
    const result = await executeCosmosRequest(parsed, cosmosTestAccount)
    expect(result.signed).toEqual(signDoc)
    expect(result.signature.pub_key).toEqual(pubKey)
    expect(fromBase64(result.signature.signature)).toHaveLength(64)
    const signBytes = makeSignBytes({
      bodyBytes: fromBase64(signDoc.bodyBytes),
      authInfoBytes: fromBase64(signDoc.authInfoBytes),
      chainId: signDoc.chainId,
      accountNumber: BigInt(signDoc.accountNumber),
    })
    expect(verifies(result.signature.signature, signBytes)).toBe(true)
  })

  it('signs an amino sign doc: secp256k1 over sha256(serializeSignDoc), unknown fields included', async () => {
    const signDoc = { ...aminoSignDoc(), timeout_height: '100' }
    const result = await executeCosmosRequest(request('cosmos_signAmino', signDoc), cosmosTestAccount)
    expect(result.signed).toEqual(signDoc)
    expect(result.signature.pub_key).toEqual(pubKey)
    expect(verifies(result.signature.signature, serializeSignDoc(signDoc))).toBe(true)
    expect(verifies(result.signature.signature, serializeSignDoc(aminoSignDoc()))).toBe(false)
  })

  it('refuses to sign when the mnemonic is not the account’s', async () => {
    const other = { ...cosmosTestAccount, hdPath: "m/44'/118'/0'/0/1" }
    const error = await thrown(() => executeCosmosRequest(request('cosmos_signAmino', aminoSignDoc()), other))
    expect(error).toBeInstanceOf(RequestFailedError)
  })
})
