import { solanaTestAccounts } from '@foyer/devnet'
import { describe, expect, it } from 'vitest'
import { solTransferWire } from '../../testing/solanaTransaction.js'
import { InvalidParamsError, UnsupportedMethodError } from '../errors.js'
import { base58Encode, base64Encode } from './base58.js'
import { parseSolanaRequest } from './requests.js'

const address: string = solanaTestAccounts[7].publicKey
const other: string = solanaTestAccounts[6].publicKey
const chainId = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
const wire = (from = address) => base64Encode(solTransferWire({ from, to: other, lamports: 250_000_000n }))
const event = (method: string, params: unknown) => ({
  id: 7,
  topic: 't',
  params: { chainId, request: { method, params } },
})

describe('parseSolanaRequest', () => {
  it('reads solana_signMessage: base58 bytes, shown as text when they are UTF-8', () => {
    const message = base58Encode(new TextEncoder().encode('Sign in to Foyer'))
    const request = parseSolanaRequest(event('solana_signMessage', { message, pubkey: address }), address)
    expect(request).toMatchObject({ id: 7, topic: 't', chainId, address, method: 'solana_signMessage' })
    expect(request.method === 'solana_signMessage' && request.text).toBe('Sign in to Foyer')
    const binary = parseSolanaRequest(
      event('solana_signMessage', { message: base58Encode(new Uint8Array([0, 1])) }),
      address,
    )
    expect(binary.method === 'solana_signMessage' && binary.text).toBeUndefined()
  })

  it('reads the transaction methods, send options included', () => {
    const signing = parseSolanaRequest(
      event('solana_signTransaction', { transaction: wire(), pubkey: address }),
      address,
    )
    expect(signing.method === 'solana_signTransaction' && signing.transaction.signers).toEqual([address])
    const sending = parseSolanaRequest(
      event('solana_signAndSendTransaction', {
        transaction: wire(),
        pubkey: address,
        sendOptions: { preflightCommitment: 'confirmed' },
      }),
      address,
    )
    expect(sending).toMatchObject({ sendOptions: { preflightCommitment: 'confirmed' } })
    const all = parseSolanaRequest(
      event('solana_signAllTransactions', { transactions: [wire(), wire()] }),
      address,
    )
    expect(all.method === 'solana_signAllTransactions' && all.transactions).toHaveLength(2)
  })

  it.each([
    [
      'another pubkey',
      'solana_signMessage',
      { message: '2g', pubkey: other },
      'The request is for another account',
    ],
    ['no message', 'solana_signMessage', { pubkey: address }, 'Invalid solana_signMessage parameters'],
    ['a message that is no base58', 'solana_signMessage', { message: '0x00' }, 'Invalid base58'],
    [
      'a transaction it does not sign',
      'solana_signTransaction',
      { transaction: wire(other) },
      'The transaction does not need this account’s signature',
    ],
    [
      'bytes that are no transaction',
      'solana_signAndSendTransaction',
      { transaction: 'AAAA' },
      'Invalid transaction',
    ],
  ])('refuses %s', (_, method, params, message) => {
    const run = () => parseSolanaRequest(event(method, params), address)
    expect(run).toThrow(InvalidParamsError)
    expect(run).toThrow(message)
  })

  it('refuses methods it lacks', () => {
    expect(() => parseSolanaRequest(event('solana_signIn', {}), address)).toThrow(UnsupportedMethodError)
  })
})
