import { type StdSignature, serializeSignDoc } from '@cosmjs/amino'
import { Secp256k1, Secp256k1Signature, sha256 } from '@cosmjs/crypto'
import { fromBase64 } from '@cosmjs/encoding'
import { makeSignBytes } from '@cosmjs/proto-signing'
import { testAccounts } from '@foyer/devnet'
import { TypeRegistry } from '@polkadot/types'
import { hexToU8a, stringToHex, u8aWrapBytes } from '@polkadot/util'
import { cryptoWaitReady, signatureVerify, sr25519Verify } from '@polkadot/util-crypto'
import type { SessionTypes } from '@walletconnect/types'
import { getSdkError } from '@walletconnect/utils'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cosmosTestKey, polkadotTestKey } from '../keys/testKeys.js'
import { aminoSignDoc, directSignDoc } from '../testing/cosmosSignDoc.js'
import { polkadotPayload } from '../testing/polkadotPayload.js'
import { type RelayHarness, startRelayHarness } from '../testing/relayHarness.js'
import { thrown } from '../testing/thrown.js'
import { walletChains } from './chains.js'
import { cosmosTestAccount } from './cosmos/account.js'
import { polkadotTestAccount } from './polkadot/account.js'

const polkadotChain = 'polkadot:91b171bb158e2d3848fa23a9f1c25182'
const westendChain = 'polkadot:e143f23803ac50e8f6f8e62695d1ce9e'
const cosmosChain = 'cosmos:cosmoshub-4'
// As core requests them (packages/core/src/walletConnect/namespaces.ts).
const events = ['chainChanged', 'accountsChanged']
const polkadotMethods = ['polkadot_signTransaction', 'polkadot_signMessage']
const cosmosMethods = ['cosmos_getAccounts', 'cosmos_signDirect', 'cosmos_signAmino']

let harness: RelayHarness

async function connect(): Promise<SessionTypes.Struct> {
  const { dapp, wallet, nextPending } = harness
  const { uri, approval } = await dapp.connect({
    optionalNamespaces: {
      eip155: { chains: ['eip155:31337'], methods: ['personal_sign'], events },
      polkadot: { chains: [polkadotChain, westendChain], methods: polkadotMethods, events },
      cosmos: { chains: [cosmosChain], methods: cosmosMethods, events },
    },
  })
  if (!uri) throw new Error('no pairing URI')
  await wallet.pair(uri)
  const proposal = await nextPending('proposal')
  expect(proposal.summary.chains).toEqual(['eip155:31337', polkadotChain, westendChain, cosmosChain])
  await wallet.approveProposal(proposal.id)
  return approval()
}

function request<T>(topic: string, chainId: string, method: string, params: unknown): Promise<T> {
  return harness.dapp.request<T>({ topic, chainId, request: { method, params } })
}

function cosmosVerifies(signature: StdSignature, signBytes: Uint8Array): boolean {
  return Secp256k1.verifySignature(
    Secp256k1Signature.fromFixedLength(fromBase64(signature.signature)),
    sha256(signBytes),
    fromBase64(signature.pub_key.value),
  )
}

beforeAll(async () => {
  await cryptoWaitReady()
  // No RPC happens in these tests: ports 1 and 2 are never dialled.
  harness = await startRelayHarness({
    account: privateKeyToAccount(testAccounts[4].privateKey),
    chains: walletChains({ chainA: 1, chainB: 2 }),
    polkadot: polkadotTestAccount,
    cosmos: cosmosTestAccount,
  })
})

afterAll(() => harness?.stop())

describe('WalletController: the polkadot and cosmos namespaces over WalletKit and the Foyer relay', () => {
  it('approves polkadot and cosmos beside eip155, with the address on every chain', async () => {
    const session = await connect()
    expect(session.namespaces.polkadot).toMatchObject({
      accounts: [
        `${polkadotChain}:${polkadotTestKey.polkadotAddress}`,
        `${westendChain}:${polkadotTestKey.genericAddress}`,
      ],
      methods: polkadotMethods,
      events,
    })
    expect(session.namespaces.cosmos).toMatchObject({
      accounts: [`${cosmosChain}:${cosmosTestKey.address}`],
      methods: cosmosMethods,
      events,
    })
    expect(harness.wallet.getState().sessions.find((s) => s.topic === session.topic)?.chains).toEqual([
      'eip155:31337',
      polkadotChain,
      westendChain,
      cosmosChain,
    ])
    expect(harness.wallet.getState()).toMatchObject({
      polkadotAddress: polkadotTestKey.polkadotAddress,
      cosmosAddress: cosmosTestKey.address,
    })
  })

  it('asks before polkadot_signMessage and answers an sr25519 signature of the <Bytes>-wrapped message', async () => {
    const { topic } = await connect()
    const message = 'Sign in to Foyer on Polkadot'
    const answer = request<{ signature: `0x${string}` }>(topic, polkadotChain, 'polkadot_signMessage', {
      address: polkadotTestKey.polkadotAddress,
      message: stringToHex(message),
    })
    const pending = await harness.nextPending('request')
    expect(pending.request).toMatchObject({
      method: 'polkadot_signMessage',
      chainId: polkadotChain,
      text: message,
    })
    await harness.wallet.approveRequest(pending.id)
    const { signature } = await answer
    const wrapped = u8aWrapBytes(new TextEncoder().encode(message))
    expect(sr25519Verify(wrapped, signature, hexToU8a(polkadotTestKey.publicKey))).toBe(true)
  })

  it('answers polkadot_signTransaction with the request id and a MultiSignature of the payload', async () => {
    const { topic } = await connect()
    const payload = polkadotPayload()
    const params = { address: polkadotTestKey.polkadotAddress, transactionPayload: payload }
    const answer = request<{ id: number; signature: `0x${string}` }>(
      topic,
      polkadotChain,
      'polkadot_signTransaction',
      params,
    )
    const pending = await harness.nextPending('request')
    await harness.wallet.approveRequest(pending.id)
    const { id, signature } = await answer
    expect(id).toBe(pending.id)
    const registry = new TypeRegistry()
    registry.setSignedExtensions(payload.signedExtensions)
    const bytes = registry.createType('ExtrinsicPayload', payload, { version: 4 }).toU8a({ method: true })
    expect(signatureVerify(bytes, signature, polkadotTestKey.polkadotAddress)).toMatchObject({
      isValid: true,
      crypto: 'sr25519',
    })
  })

  it('answers cosmos_getAccounts without asking', async () => {
    const { topic } = await connect()
    expect(await request(topic, cosmosChain, 'cosmos_getAccounts', {})).toEqual([
      { algo: 'secp256k1', address: cosmosTestKey.address, pubkey: cosmosTestKey.pubkey },
    ])
    expect(harness.wallet.getState().pending).toEqual([])
  })

  it('asks before cosmos_signDirect and cosmos_signAmino and answers verifiable signatures', async () => {
    const { topic } = await connect()
    const direct = directSignDoc()
    type Answer = { signature: StdSignature; signed: unknown }
    const signerAddress = cosmosTestKey.address
    const directAnswer = request<Answer>(topic, cosmosChain, 'cosmos_signDirect', {
      signerAddress,
      signDoc: direct,
    })
    const pendingDirect = await harness.nextPending('request')
    expect(pendingDirect.request.method).toBe('cosmos_signDirect')
    await harness.wallet.approveRequest(pendingDirect.id)
    const directResult = await directAnswer
    expect(directResult.signed).toEqual(direct)
    expect(directResult.signature.pub_key).toEqual({
      type: 'tendermint/PubKeySecp256k1',
      value: cosmosTestKey.pubkey,
    })
    const signBytes = makeSignBytes({
      bodyBytes: fromBase64(direct.bodyBytes),
      authInfoBytes: fromBase64(direct.authInfoBytes),
      chainId: direct.chainId,
      accountNumber: BigInt(direct.accountNumber),
    })
    expect(cosmosVerifies(directResult.signature, signBytes)).toBe(true)

    const amino = aminoSignDoc()
    const aminoAnswer = request<Answer>(topic, cosmosChain, 'cosmos_signAmino', {
      signerAddress,
      signDoc: amino,
    })
    await harness.wallet.approveRequest((await harness.nextPending('request')).id)
    const aminoResult = await aminoAnswer
    expect(aminoResult.signed).toEqual(amino)
    expect(cosmosVerifies(aminoResult.signature, serializeSignDoc(amino))).toBe(true)
  })

  it('rejects with WalletConnect’s USER_REJECTED (5000)', async () => {
    const { topic } = await connect()
    const polkadot = request(topic, polkadotChain, 'polkadot_signMessage', {
      address: polkadotTestKey.polkadotAddress,
      message: '0x00',
    })
    await harness.wallet.rejectRequest((await harness.nextPending('request')).id)
    const { code, message } = getSdkError('USER_REJECTED')
    expect(await thrown(() => polkadot)).toMatchObject({ code, message })
    const cosmos = request(topic, cosmosChain, 'cosmos_signAmino', {
      signerAddress: cosmosTestKey.address,
      signDoc: aminoSignDoc(),
    })
    await harness.wallet.rejectRequest((await harness.nextPending('request')).id)
    expect(await thrown(() => cosmos)).toMatchObject({ code: 5000 })
  })

  it('refuses a request for another account or with missing parameters, and asks nothing', async () => {
    const { topic } = await connect()
    const bob = '14E5nqKAp3oAJcmzgZhUD2RcptBeUBScxKHgJKU4HPNcKVf3'
    expect(
      await thrown(() =>
        request(topic, polkadotChain, 'polkadot_signMessage', { address: bob, message: '0x00' }),
      ),
    ).toMatchObject({ code: -32602 })
    expect(harness.wallet.getState().notice).toEqual({
      tone: 'error',
      text: 'The request is for another account',
    })
    expect(await thrown(() => request(topic, cosmosChain, 'cosmos_signDirect', {}))).toMatchObject({
      code: -32602,
    })
    expect(harness.wallet.getState().notice).toEqual({
      tone: 'error',
      text: 'Invalid cosmos_signDirect parameters',
    })
    expect(harness.wallet.getState().pending).toEqual([])
  })
})
