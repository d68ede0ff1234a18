import { describe, expect, it } from 'vitest'
import { chains } from './_test/keys.js'
import { createSIWXMessage, parseSIWXMessage } from './message.js'
import type { SIWXMessageData } from './types.js'

const base = {
  domain: 'localhost:5173',
  uri: 'http://localhost:5173',
  version: '1',
  nonce: 'abcdef1234567890x',
  issuedAt: '2026-11-25T00:00:00.000Z',
} as const

const solana: SIWXMessageData = {
  ...base,
  accountAddress: 'oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq96',
  chainId: chains.solana,
  statement: 'Sign in to Foyer Demo',
  expirationTime: '2026-12-02T00:00:00.000Z',
  notBefore: '2026-11-25T00:00:00.000Z',
  requestId: 'req-7',
  resources: [
    'https://example.com/terms',
    'ipfs://bafybeiemxf5abjwjbikoz4mc3a3dla6ual3jsgpdr4cjr3oz3evfyavhwq',
  ],
}

const bitcoin: SIWXMessageData = {
  ...base,
  accountAddress: 'bcrt1qquv9lg5g2r4jkr0ahun0ddfg5xntxjelwjpnuw',
  chainId: chains.bitcoinRegtest,
}

/** The text CAIP-122 lays out for `base`'s domain, URI, version, nonce and date, then `rest`'s fields. */
const laidOut = (
  chain: string,
  address: string,
  chainReference: string,
  statement?: string,
  rest: string[] = [],
) =>
  [
    `localhost:5173 wants you to sign in with your ${chain} account:`,
    address,
    '',
    ...(statement === undefined ? [] : [statement]),
    '',
    'URI: http://localhost:5173',
    'Version: 1',
    `Chain ID: ${chainReference}`,
    'Nonce: abcdef1234567890x',
    'Issued At: 2026-11-25T00:00:00.000Z',
    ...rest,
  ].join('\n')

describe('CAIP-122 messages for Solana and Bitcoin accounts', () => {
  it('writes a Solana account’s message with the chain’s name and CAIP-2 reference, every field, and reads it back', () => {
    const text = createSIWXMessage(solana).toString()
    expect(text).toBe(
      laidOut(
        'Solana',
        'oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq96',
        '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
        'Sign in to Foyer Demo',
        [
          'Expiration Time: 2026-12-02T00:00:00.000Z',
          'Not Before: 2026-11-25T00:00:00.000Z',
          'Request ID: req-7',
          'Resources:',
          '- https://example.com/terms',
          '- ipfs://bafybeiemxf5abjwjbikoz4mc3a3dla6ual3jsgpdr4cjr3oz3evfyavhwq',
        ],
      ),
    )
    expect(parseSIWXMessage(text)).toEqual(solana)
  })

  it('writes a Bitcoin account’s message (no statement: two blank lines, as EIP-4361) and reads it back', () => {
    const text = createSIWXMessage(bitcoin).toString()
    expect(text).toBe(
      laidOut('Bitcoin', 'bcrt1qquv9lg5g2r4jkr0ahun0ddfg5xntxjelwjpnuw', '0f9188f13cb7b2c71f2a335e3a4fc328'),
    )
    expect(parseSIWXMessage(text)).toEqual(bitcoin)
    const taproot = {
      ...bitcoin,
      accountAddress: 'bc1p5d7rjq7g6rdk2yhzks9smlaqtedr4dekq08ge8ztwac72sfr9rusxg3297',
      chainId: chains.bitcoinMainnet,
      statement: 'Hi',
    }
    expect(parseSIWXMessage(createSIWXMessage(taproot).toString())).toEqual(taproot)
  })

  it('writes ISO dates whatever RFC 3339 form it was given', () => {
    const text = createSIWXMessage({ ...bitcoin, issuedAt: '2026-11-25T01:00:00+01:00' }).toString()
    expect(text).toContain('Issued At: 2026-11-25T00:00:00.000Z')
  })

  it('reads what other CAIP-122 writers send: a full CAIP-2 chain id, one blank line, CAIP-122’s field order', () => {
    const hostedKit = [
      'app.example wants you to sign in with your Solana account:',
      'oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq96',
      '',
      'URI: https://app.example',
      'Version: 1',
      'Nonce: 32891757',
      'Issued At: 2021-09-30T16:25:24Z',
      'Chain ID: solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    ].join('\n')
    expect(parseSIWXMessage(hostedKit)).toEqual({
      accountAddress: 'oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq96',
      chainId: chains.solana,
      domain: 'app.example',
      uri: 'https://app.example',
      version: '1',
      nonce: '32891757',
      issuedAt: '2021-09-30T16:25:24.000Z',
    })
  })

  it('refuses addresses that are not the chain’s, with a clear reason', () => {
    expect(() =>
      createSIWXMessage({ ...solana, accountAddress: '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266' }),
    ).toThrow(
      'Invalid Solana address 0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266: expected 32-44 base58 characters',
    )
    expect(() =>
      createSIWXMessage({ ...solana, accountAddress: 'oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq9O' }),
    ).toThrow(/Invalid Solana address/)
    // One character changed: the bech32 checksum fails.
    expect(() =>
      createSIWXMessage({ ...bitcoin, accountAddress: 'bcrt1qquv9lg5g2r4jkr0ahun0ddfg5xntxjelwjpnux' }),
    ).toThrow(/Invalid Bitcoin address bcrt1q.*: expected a bech32 \(bc1…, tb1…, bcrt1…\) or base58/)
    expect(() => createSIWXMessage({ ...bitcoin, chainId: chains.bitcoinMainnet })).toThrow(
      'The address bcrt1qquv9lg5g2r4jkr0ahun0ddfg5xntxjelwjpnuw is not a Bitcoin mainnet address',
    )
    expect(() => createSIWXMessage({ ...bitcoin, chainId: 'bip122:regtest' })).toThrow(
      /the reference is the genesis block hash's first 32 hex digits/,
    )
    expect(() => createSIWXMessage({ ...bitcoin, resources: ['not a uri'] })).toThrow(
      'Each resource must be a URI',
    )
  })

  it('refuses broken CAIP-122 text, naming what is wrong', () => {
    const text = createSIWXMessage(solana).toString()
    expect(() => parseSIWXMessage(text.replace('Nonce: abcdef1234567890x\n', ''))).toThrow(
      'Not a sign-in message: Nonce is missing',
    )
    expect(() => parseSIWXMessage(text.replace('Version: 1', 'Version: 2'))).toThrow('Version must be 1')
    expect(() => parseSIWXMessage(`${text}\nURI: https://evil.example`)).toThrow(/must be a resource/)
    expect(() =>
      parseSIWXMessage(text.replace('Request ID: req-7', 'Request ID: req-7\nNonce: again123')),
    ).toThrow('Nonce appears twice')
    expect(() =>
      parseSIWXMessage(text.replace('Issued At: 2026-11-25T00:00:00.000Z', 'Issued At: yesterday')),
    ).toThrow(/yesterday is not an RFC 3339 date-time/)
    expect(() => parseSIWXMessage(text.replace('Chain ID: ', 'Chain ID: bip122:'))).toThrow(
      'Not a sign-in message: a Solana account on chain bip122:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    )
    expect(() => parseSIWXMessage(text.replace('Solana account', 'Cosmos account'))).toThrow(
      'Sign-in with a Cosmos account is not supported',
    )
    expect(() => parseSIWXMessage(text.replace('\n\nSign in', '\nSign in'))).toThrow(
      /a blank line must follow the address/,
    )
  })
})
