import { describe, expect, it } from 'vitest'
import { InvalidRequestError } from '../errors.js'
import { readSignInMessage } from './signIn.js'
import { BITCOIN_REGTEST, bitcoinSigner, caip122Text, SOLANA_MAINNET, solanaSigner } from './testSigners.js'

const solana = solanaSigner(0)
const bitcoin = bitcoinSigner(0)
const SOLANA_SIGNATURE = solana.signMessage('x')
const BITCOIN_SIGNATURE = bitcoin.signMessage('x')

const refusal = (run: () => unknown) => {
  try {
    run()
  } catch (error) {
    if (error instanceof InvalidRequestError) return error.shortMessage
    throw error
  }
  throw new Error('expected a refusal')
}

describe('reading Solana and Bitcoin sign-in messages', () => {
  it('reads the account, CAIP-2 chain, domain, nonce and times of CAIP-122 text', () => {
    const text = caip122Text({
      chainId: SOLANA_MAINNET,
      address: solana.address,
      nonce: 'abcdefgh12345678',
      expirationTime: '2030-01-01T00:00:00.000Z',
    })
    expect(readSignInMessage(text, SOLANA_SIGNATURE)).toMatchObject({
      namespace: 'solana',
      chainId: SOLANA_MAINNET,
      address: solana.address,
      domain: 'localhost:5173',
      nonce: 'abcdefgh12345678',
      expirationTime: new Date('2030-01-01T00:00:00.000Z'),
      notBefore: undefined,
    })
    const bitcoinText = caip122Text({
      chainId: BITCOIN_REGTEST,
      address: bitcoin.address,
      nonce: 'abcdefgh12345678',
    })
    expect(readSignInMessage(bitcoinText, BITCOIN_SIGNATURE)).toMatchObject({
      namespace: 'bip122',
      chainId: BITCOIN_REGTEST,
      address: bitcoin.address,
    })
    // A full CAIP-2 chain id, as the hosted kit's messenger writes by default.
    const full = text.replace('Chain ID: 5eykt', 'Chain ID: solana:5eykt')
    expect(readSignInMessage(full, SOLANA_SIGNATURE).chainId).toBe(SOLANA_MAINNET)
  })

  it('refuses with 400 naming the field: layout, address, chain and signature encoding', () => {
    const text = caip122Text({ chainId: SOLANA_MAINNET, address: solana.address, nonce: 'abcdefgh12345678' })
    expect(refusal(() => readSignInMessage(text.replace('Version: 1', 'Version: 2'), SOLANA_SIGNATURE))).toBe(
      'Invalid message: Version must be 1',
    )
    expect(refusal(() => readSignInMessage(text.replace(/Nonce: .*\n/, ''), SOLANA_SIGNATURE))).toBe(
      'Invalid message: Nonce is missing',
    )
    expect(refusal(() => readSignInMessage(`${text}\nNonce: again12345`, SOLANA_SIGNATURE))).toBe(
      'Invalid message: Nonce appears twice',
    )
    expect(refusal(() => readSignInMessage(text.replace(solana.address, '0xabc'), SOLANA_SIGNATURE))).toMatch(
      /expected a Solana address/,
    )
    expect(refusal(() => readSignInMessage(text, '0xdeadbeef'))).toBe(
      'Invalid signature: must be a base58 ed25519 signature (64 bytes)',
    )
    const onMainnet = caip122Text({
      chainId: 'bip122:000000000019d6689c085ae165831e93',
      address: bitcoin.address,
      nonce: 'abcdefgh12345678',
    })
    expect(refusal(() => readSignInMessage(onMainnet, BITCOIN_SIGNATURE))).toBe(
      `Invalid message: ${bitcoin.address} is not a Bitcoin mainnet address`,
    )
    const bitcoinText = caip122Text({
      chainId: BITCOIN_REGTEST,
      address: bitcoin.address,
      nonce: 'abcdefgh12345678',
    })
    expect(refusal(() => readSignInMessage(bitcoinText, 'not base64!'))).toBe(
      'Invalid signature: must be a base64 BIP-322 signature',
    )
    expect(
      refusal(() =>
        readSignInMessage(bitcoinText.replace('Chain ID: 0f9188f1', 'Chain ID: zz'), BITCOIN_SIGNATURE),
      ),
    ).toMatch(/genesis block hash's first 32 hex digits/)
    // Not CAIP-122 for a chain this server verifies: read as EIP-4361, which it is not either.
    expect(
      refusal(() => readSignInMessage(text.replace('Solana account', 'Cosmos account'), SOLANA_SIGNATURE)),
    ).toBe('Invalid message: is not an EIP-4361 message (address, chain, nonce, domain and URI)')
  })
})
