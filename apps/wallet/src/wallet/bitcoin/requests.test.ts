import { bitcoinTestAccounts } from '@foyer/devnet'
import { Transaction } from '@scure/btc-signer'
import { describe, expect, it } from 'vitest'
import { InvalidParamsError, UnsupportedMethodError } from '../errors.js'
import { base64Encode } from '../solana/base58.js'
import { bitcoinAddresses } from './account.js'
import { scriptOfAddress } from './psbt.js'
import { parseBitcoinRequest } from './requests.js'

const account = bitcoinTestAccounts[7]
const other = bitcoinTestAccounts[6].payment.address
const chainId = 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328'
const event = (method: string, params: Record<string, unknown>) => ({
  id: 2,
  topic: 't',
  params: { chainId, request: { method, params: { account: account.payment.address, ...params } } },
})
const parse = (method: string, params: Record<string, unknown> = {}) =>
  parseBitcoinRequest(event(method, params), account)

/** A PSBT spending 1 BTC of `from` (a made-up output) to the other account. */
function psbt(from: string = account.payment.address): string {
  const tx = new Transaction()
  tx.addInput({
    txid: '11'.repeat(32),
    index: 0,
    witnessUtxo: { script: scriptOfAddress(from), amount: 100_000_000n },
  })
  tx.addOutput({ script: scriptOfAddress(other), amount: 99_990_000n })
  return base64Encode(tx.toPSBT())
}

describe('bitcoinAddresses', () => {
  it('lists the payment address first, then the ordinals one; intentions filter them', () => {
    const { payment, taproot } = account
    expect(bitcoinAddresses(account)).toEqual([
      { address: payment.address, publicKey: payment.publicKey, path: payment.path, intention: 'payment' },
      { address: taproot.address, publicKey: taproot.publicKey, path: taproot.path, intention: 'ordinal' },
    ])
    expect(bitcoinAddresses(account, ['ordinal']).map((a) => a.address)).toEqual([account.taproot.address])
  })
})

describe('parseBitcoinRequest', () => {
  it('reads getAccountAddresses and signMessage (legacy by default, as the reference says)', () => {
    expect(parse('getAccountAddresses', { intentions: ['payment'] })).toMatchObject({
      intentions: ['payment'],
    })
    expect(parse('signMessage', { message: 'hi' })).toMatchObject({
      address: account.payment.address,
      message: 'hi',
      protocol: 'ecdsa',
    })
    expect(parse('signMessage', { message: 'hi', protocol: 'bip322' })).toMatchObject({ protocol: 'bip322' })
  })

  it("reads signPsbt: the named inputs, or else every input of the account's, and a summary", () => {
    const named = parse('signPsbt', {
      psbt: psbt(),
      signInputs: [{ address: account.payment.address, index: 0 }],
    })
    expect(named).toMatchObject({ inputs: [{ index: 0, key: 'payment' }], broadcast: false })
    const all = parse('signPsbt', { psbt: psbt(account.taproot.address), broadcast: true })
    expect(all).toMatchObject({ inputs: [{ index: 0, key: 'taproot' }], broadcast: true })
    expect(all.method === 'signPsbt' && all.summary).toEqual({
      inputs: [{ address: account.taproot.address, amount: 100_000_000n }],
      outputs: [{ address: other, amount: 99_990_000n }],
      fee: 10_000n,
    })
  })

  it('reads sendTransfer, the change going to the payment address', () => {
    expect(parse('sendTransfer', { recipientAddress: other, amount: '1000', memo: 'AB' })).toMatchObject({
      recipientAddress: other,
      amount: 1000n,
      changeAddress: account.payment.address,
      memo: 'ab',
    })
  })

  it.each([
    ['another account', 'getAccountAddresses', { account: other }, 'The request is for another account'],
    ['no message', 'signMessage', {}, 'Invalid signMessage parameters'],
    [
      'a taproot message',
      'signMessage',
      { message: 'x', address: account.taproot.address },
      'payment address only',
    ],
    ['no PSBT', 'signPsbt', {}, 'Invalid signPsbt parameters'],
    ['bytes that are no PSBT', 'signPsbt', { psbt: 'AAAA' }, 'Invalid signPsbt parameters'],
    ['a PSBT of another account', 'signPsbt', { psbt: psbt(other) }, 'spends nothing of this account'],
    [
      'an input that is not the named address’s',
      'signPsbt',
      { psbt: psbt(), signInputs: [{ address: account.taproot.address, index: 0 }] },
      'Invalid signPsbt parameters',
    ],
    [
      'a mainnet recipient',
      'sendTransfer',
      { recipientAddress: 'bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l', amount: '1' },
      'Invalid sendTransfer parameters',
    ],
    ['no amount', 'sendTransfer', { recipientAddress: other }, 'Invalid sendTransfer parameters'],
    [
      'change elsewhere',
      'sendTransfer',
      { recipientAddress: other, amount: '1', changeAddress: other },
      'another account',
    ],
  ])('refuses %s', (_, method, params, message) => {
    const run = () => parse(method, params)
    expect(run).toThrow(InvalidParamsError)
    expect(run).toThrow(message)
  })

  it('refuses methods it lacks', () => {
    expect(() => parse('signTransaction')).toThrow(UnsupportedMethodError)
  })
})
