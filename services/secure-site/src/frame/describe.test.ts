import { stringToHex } from 'viem'
import { describe, expect, it } from 'vitest'
import { describeRequest, readableMessage } from './describe.js'

describe('describeRequest', () => {
  it('shows a hex personal_sign message as the text it encodes, binary stays hex', () => {
    expect(describeRequest('personal_sign', [stringToHex('Hello Foyer'), '0x1']).body).toBe('Hello Foyer')
    expect(readableMessage('0x0001ff')).toBe('0x0001ff')
    expect(readableMessage('plain text')).toBe('plain text')
  })

  it('names the receiver and the amount of a transaction in ether', () => {
    const d = describeRequest('eth_sendTransaction', [{ to: '0xabc', value: '0x2386f26fc10000' }])
    expect(d.title).toBe('Send transaction')
    expect(d.lines).toEqual([
      { label: 'To', value: '0xabc' },
      { label: 'Amount', value: '0.01 ETH' },
    ])
  })

  it('reads typed data: domain, type and message', () => {
    const typed = JSON.stringify({ domain: { name: 'Mail' }, primaryType: 'Note', message: { body: 'hi' } })
    const d = describeRequest('eth_signTypedData_v4', ['0x1', typed])
    expect(d.lines).toEqual([
      { label: 'Domain', value: 'Mail' },
      { label: 'Type', value: 'Note' },
    ])
    expect(d.body).toContain('"body": "hi"')
  })

  it('lists each call of a batch', () => {
    const d = describeRequest('wallet_sendCalls', [
      { calls: [{ to: '0xa' }, { to: '0xb', value: '0xde0b6b3a7640000' }] },
    ])
    expect(d.title).toBe('Send 2 calls')
    expect(d.lines[1]).toEqual({ label: 'Call 2', value: '0xb · 1 ETH' })
  })
})
