import { TypeRegistry } from '@polkadot/types'
import { hexToU8a, u8aWrapBytes } from '@polkadot/util'
import { blake2AsU8a, cryptoWaitReady, signatureVerify, sr25519Verify } from '@polkadot/util-crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import { polkadotTestKey } from '../../keys/testKeys.js'
import { polkadotPayload, remarkCall } from '../../testing/polkadotPayload.js'
import { thrown } from '../../testing/thrown.js'
import { InvalidParamsError, RequestFailedError } from '../errors.js'
import { polkadotTestAccount } from './account.js'
import { executePolkadotRequest } from './execute.js'
import type { PolkadotRequest, SignerPayload } from './requests.js'

const base = { id: 5, topic: 't', chainId: 'polkadot:91b171bb158e2d3848fa23a9f1c25182' }
const address = polkadotTestKey.polkadotAddress

/** The payload's bytes as polkadot-js's api encodes them for a signer. */
function encoded(payload: SignerPayload): Uint8Array {
  const registry = new TypeRegistry()
  registry.setSignedExtensions(payload.signedExtensions)
  return registry
    .createType('ExtrinsicPayload', payload, { version: payload.version })
    .toU8a({ method: true })
}

async function signTransaction(payload: SignerPayload) {
  const request: PolkadotRequest = { ...base, address, method: 'polkadot_signTransaction', payload }
  return (await executePolkadotRequest(request, polkadotTestAccount)) as {
    id: number
    signature: `0x${string}`
  }
}

beforeAll(() => cryptoWaitReady())

describe('executePolkadotRequest', () => {
  it('signs a message wrapped in <Bytes>…</Bytes> with the sr25519 key', async () => {
    const message = new TextEncoder().encode('Sign in to Foyer')
    const request: PolkadotRequest = { ...base, address, method: 'polkadot_signMessage', message, text: '' }
    const { signature } = await executePolkadotRequest(request, polkadotTestAccount)
    expect(signature).toMatch(/^0x[0-9a-f]{128}$/)
    const publicKey = hexToU8a(polkadotTestKey.publicKey)
    expect(sr25519Verify(u8aWrapBytes(message), signature, publicKey)).toBe(true)
    expect(sr25519Verify(message, signature, publicKey)).toBe(false)
    // An already wrapped message is not wrapped twice.
    const wrapped = u8aWrapBytes(message)
    const again = await executePolkadotRequest({ ...request, message: wrapped }, polkadotTestAccount)
    expect(sr25519Verify(wrapped, again.signature, publicKey)).toBe(true)
  })

  it('signs a transaction payload’s SCALE bytes: a MultiSignature (0x01 sr25519) and the request id', async () => {
    const payload = polkadotPayload()
    const { id, signature } = await signTransaction(payload)
    expect(id).toBe(5)
    expect(signature).toMatch(/^0x01[0-9a-f]{128}$/)
    const bytes = encoded(payload)
    expect(bytes.length).toBeLessThanOrEqual(256)
    expect(signatureVerify(bytes, signature, address)).toMatchObject({ isValid: true, crypto: 'sr25519' })
  })

  it('signs the blake2-256 hash of a payload longer than 256 bytes', async () => {
    const payload = polkadotPayload({ method: remarkCall(300) })
    const { signature } = await signTransaction(payload)
    const bytes = encoded(payload)
    expect(bytes.length).toBeGreaterThan(256)
    expect(signatureVerify(blake2AsU8a(bytes, 256), signature, address).isValid).toBe(true)
  })

  it('refuses a payload the registry cannot encode', async () => {
    const error = await thrown(() => signTransaction(polkadotPayload({ version: 99 })))
    expect(error).toBeInstanceOf(InvalidParamsError)
  })

  it('refuses to sign when the secret URI is not the account’s', async () => {
    const request: PolkadotRequest = {
      ...base,
      address,
      method: 'polkadot_signMessage',
      message: new Uint8Array(1),
      text: '',
    }
    const error = await thrown(() =>
      executePolkadotRequest(request, { ...polkadotTestAccount, uri: '//Bob' }),
    )
    expect(error).toBeInstanceOf(RequestFailedError)
  })
})
