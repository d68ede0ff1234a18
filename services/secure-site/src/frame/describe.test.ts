import { encodeFunctionData, maxUint160, maxUint256, parseAbi, stringToHex } from 'viem'
import { describe, expect, it } from 'vitest'
import { describeRequest, readableMessage } from './describe.js'
import type { TokenReader } from './tokens.js'

const USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'
const UNKNOWN_TOKEN = '0x1111111111111111111111111111111111111111'
const SPENDER = '0x2222222222222222222222222222222222222222'
const RECEIVER = '0x3333333333333333333333333333333333333333'
const PERMIT2 = '0x000000000022D473030F116dDEE9F6B43aC78BA3'
const ABI = parseAbi([
  'function transfer(address to, uint256 amount)',
  'function approve(address spender, uint256 amount)',
  'function increaseAllowance(address spender, uint256 addedValue)',
  'function approve(address token, address spender, uint160 amount, uint48 expiration)',
])
// The chain's answer for USDC; tokens.test.ts reads a real token on the devnet.
const readToken: TokenReader = async (address) =>
  address.toLowerCase() === USDC.toLowerCase() ? { symbol: 'USDC', decimals: 6 } : undefined
const options = { readToken, chainId: 1 }

const send = (data: `0x${string}`, to = USDC, value = '0x0') =>
  describeRequest('eth_sendTransaction', [{ to, value, data }], undefined, options)

describe('describeRequest', () => {
  it("shows a transaction's fee from the request, else from the chain's estimate, else none", async () => {
    const fee = (d: { lines: { label: string; value: string }[] }) =>
      d.lines.find((line) => line.label === 'Network fee (at most)')?.value
    const tx = { to: RECEIVER, value: '0x1' }
    // A smart account's send names no gas: the secure site's estimate is its user operation's.
    const estimated = await describeRequest('eth_sendTransaction', [tx], undefined, {
      estimateFee: async () => 539_350_408_240_239n,
    })
    expect(fee(estimated)).toBe('0.000539350408240239 ETH')
    const named = await describeRequest(
      'eth_sendTransaction',
      [{ ...tx, gas: '0x5208', maxFeePerGas: '0x3b9aca00' }],
      undefined,
      { estimateFee: async () => 1n },
    )
    expect(fee(named)).toBe('0.000021 ETH')
    const unknown = await describeRequest('eth_sendTransaction', [tx], undefined, {
      estimateFee: async () => undefined,
    })
    expect(fee(unknown)).toBeUndefined()
  })

  it('shows a hex personal_sign message as the text it encodes, binary stays hex', async () => {
    expect((await describeRequest('personal_sign', [stringToHex('Hello Foyer'), '0x1'])).body).toBe(
      'Hello Foyer',
    )
    expect(readableMessage('0x0001ff')).toBe('0x0001ff')
    expect(readableMessage('plain text')).toBe('plain text')
  })

  it('names the receiver and the amount of a plain ether transfer, and its fee when the request sets one', async () => {
    const d = await describeRequest('eth_sendTransaction', [
      { to: '0xabc', value: '0x2386f26fc10000', gas: '0x5208', maxFeePerGas: '0x3b9aca00' },
    ])
    expect(d.title).toBe('Send transaction')
    expect(d.lines).toEqual([
      { label: 'To', value: '0xabc' },
      { label: 'Amount', value: '0.01 ETH' },
      { label: 'Network fee (at most)', value: '0.000021 ETH' },
    ])
  })

  it('decodes an ERC-20 transfer: token, amount in its decimals, receiver; no "0 ETH"', async () => {
    const d = await send(
      encodeFunctionData({ abi: ABI, functionName: 'transfer', args: [RECEIVER, 12_500_000n] }),
    )
    expect(d.lines).toEqual([
      { label: 'To', value: USDC },
      { label: 'Action', value: 'Token transfer' },
      { label: 'Token', value: `USDC · ${USDC}` },
      { label: 'Amount', value: '12.5 USDC' },
      { label: 'Receiver', value: RECEIVER },
    ])
  })

  it('decodes an approve with its amount, and an unlimited one as "Unlimited" in red', async () => {
    const some = await send(
      encodeFunctionData({ abi: ABI, functionName: 'approve', args: [SPENDER, 1_000_000n] }),
    )
    expect(some.lines.slice(1)).toEqual([
      { label: 'Action', value: 'Token approval' },
      { label: 'Token', value: `USDC · ${USDC}` },
      { label: 'Allowance', value: '1 USDC' },
      { label: 'Spender', value: SPENDER },
    ])
    for (const amount of [maxUint256, 2n ** 255n]) {
      const all = await send(
        encodeFunctionData({ abi: ABI, functionName: 'approve', args: [SPENDER, amount] }),
      )
      expect(all.lines).toContainEqual({ label: 'Allowance', value: 'Unlimited', tone: 'danger' })
    }
    const more = await send(
      encodeFunctionData({ abi: ABI, functionName: 'increaseAllowance', args: [SPENDER, 2_000_000n] }),
    )
    expect(more.lines).toContainEqual({ label: 'Action', value: 'Allowance increase' })
    expect(more.lines).toContainEqual({ label: 'Allowance', value: '2 USDC' })
  })

  it('shows a token the chain cannot describe by its address, the amount raw, with a note', async () => {
    const d = await send(
      encodeFunctionData({ abi: ABI, functionName: 'transfer', args: [RECEIVER, 5n] }),
      UNKNOWN_TOKEN,
    )
    expect(d.lines).toContainEqual({
      label: 'Token',
      value: UNKNOWN_TOKEN,
      note: "Symbol and decimals could not be read: the amount is in the token's smallest unit.",
    })
    expect(d.lines).toContainEqual({ label: 'Amount', value: '5' })
  })

  it("decodes the Permit2 contract's approve (max uint160 is unlimited) and shows other calls by selector", async () => {
    const d = await send(
      encodeFunctionData({
        abi: ABI,
        functionName: 'approve',
        args: [USDC, SPENDER, maxUint160, 1_800_000_000],
      }),
      PERMIT2,
    )
    expect(d.lines.slice(1)).toEqual([
      { label: 'Action', value: 'Permit2 allowance' },
      { label: 'Token', value: `USDC · ${USDC}` },
      { label: 'Allowance', value: 'Unlimited', tone: 'danger' },
      { label: 'Spender', value: SPENDER },
      { label: 'Expires', value: '2027-01-15 08:00 UTC' },
    ])
    const other = await send('0xdeadbeef0000', RECEIVER, '0x1')
    expect(other.lines).toEqual([
      { label: 'To', value: RECEIVER },
      { label: 'Amount', value: '0.000000000000000001 ETH' },
      { label: 'Function', value: '0xdeadbeef' },
      { label: 'Data', value: '6 bytes' },
    ])
  })

  it('reads typed data: domain, type and message', async () => {
    const typed = JSON.stringify({ domain: { name: 'Mail' }, primaryType: 'Note', message: { body: 'hi' } })
    const d = await describeRequest('eth_signTypedData_v4', ['0x1', typed])
    expect(d.lines).toEqual([
      { label: 'Domain', value: 'Mail' },
      { label: 'Type', value: 'Note' },
    ])
    expect(d.body).toContain('"body": "hi"')
  })

  it('decodes an EIP-2612 permit: the token is the verifying contract', async () => {
    const typed = {
      domain: { name: 'USD Coin', chainId: 1, verifyingContract: USDC },
      primaryType: 'Permit',
      types: { Permit: [] },
      message: {
        owner: RECEIVER,
        spender: SPENDER,
        value: maxUint256.toString(),
        nonce: '0',
        deadline: '1800000000',
      },
    }
    const d = await describeRequest(
      'eth_signTypedData_v4',
      [RECEIVER, JSON.stringify(typed)],
      undefined,
      options,
    )
    expect(d.lines).toEqual([
      { label: 'Domain', value: 'USD Coin' },
      { label: 'Type', value: 'Permit' },
      { label: 'Action', value: 'Token permit (signature)' },
      { label: 'Token', value: `USDC · ${USDC}` },
      { label: 'Allowance', value: 'Unlimited', tone: 'danger' },
      { label: 'Spender', value: SPENDER },
      { label: 'Valid until', value: '2027-01-15 08:00 UTC' },
    ])
    // Typed data for another chain: the token cannot be read here, so its address goes with a note.
    const elsewhere = {
      ...typed,
      domain: { ...typed.domain, chainId: 10 },
      message: { ...typed.message, value: '7' },
    }
    const other = await describeRequest('eth_signTypedData_v4', [RECEIVER, elsewhere], undefined, options)
    expect(other.lines).toContainEqual(expect.objectContaining({ label: 'Token', value: USDC }))
    expect(other.lines).toContainEqual({ label: 'Allowance', value: '7' })
  })

  it('decodes Permit2 PermitSingle, PermitBatch and PermitTransferFrom', async () => {
    const domain = { name: 'Permit2', chainId: 1, verifyingContract: PERMIT2 }
    const details = { token: USDC, amount: maxUint160.toString(), expiration: '281474976710655', nonce: '0' }
    const single = await describeRequest(
      'eth_signTypedData_v4',
      [
        RECEIVER,
        { domain, primaryType: 'PermitSingle', message: { details, spender: SPENDER, sigDeadline: '0' } },
      ],
      undefined,
      options,
    )
    expect(single.lines.slice(2)).toEqual([
      { label: 'Action', value: 'Permit2 allowance' },
      { label: 'Token', value: `USDC · ${USDC}` },
      { label: 'Allowance', value: 'Unlimited', tone: 'danger' },
      { label: 'Expires', value: 'Never' },
      { label: 'Spender', value: SPENDER },
      { label: 'Valid until', value: '1970-01-01 00:00 UTC' },
    ])
    const batch = await describeRequest(
      'eth_signTypedData_v4',
      [
        RECEIVER,
        {
          domain,
          primaryType: 'PermitBatch',
          message: {
            details: [details, { token: UNKNOWN_TOKEN, amount: '42', expiration: '1800000000', nonce: '0' }],
            spender: SPENDER,
          },
        },
      ],
      undefined,
      options,
    )
    expect(batch.sections?.map((s) => s.heading)).toEqual(['Token 1', 'Token 2'])
    expect(batch.sections?.[1]?.lines).toContainEqual({ label: 'Allowance', value: '42' })
    const transfer = await describeRequest(
      'eth_signTypedData_v4',
      [
        RECEIVER,
        {
          domain,
          primaryType: 'PermitTransferFrom',
          message: {
            permitted: { token: USDC, amount: '2500000' },
            spender: SPENDER,
            nonce: '1',
            deadline: '1800000000',
          },
        },
      ],
      undefined,
      options,
    )
    expect(transfer.lines).toContainEqual({ label: 'Action', value: 'Permit2 transfer' })
    expect(transfer.lines).toContainEqual({ label: 'Amount', value: '2.5 USDC' })
  })

  it('lists each call of a batch (wallet_sendCalls), decoded like a transaction', async () => {
    const d = await describeRequest(
      'wallet_sendCalls',
      [
        {
          calls: [
            {
              to: USDC,
              data: encodeFunctionData({ abi: ABI, functionName: 'approve', args: [SPENDER, maxUint256] }),
            },
            { to: '0xb', value: '0xde0b6b3a7640000' },
          ],
        },
      ],
      undefined,
      options,
    )
    expect(d.title).toBe('Send 2 calls')
    expect(d.sections).toEqual([
      {
        heading: 'Call 1',
        lines: [
          { label: 'To', value: USDC },
          { label: 'Action', value: 'Token approval' },
          { label: 'Token', value: `USDC · ${USDC}` },
          { label: 'Allowance', value: 'Unlimited', tone: 'danger' },
          { label: 'Spender', value: SPENDER },
        ],
      },
      {
        heading: 'Call 2',
        lines: [
          { label: 'To', value: '0xb' },
          { label: 'Amount', value: '1 ETH' },
        ],
      },
    ])
  })
})
