// What the visitor is asked to approve, decoded where the request allows it: messages as text, token
// transfers and allowances (calls and permits) in the token's units, each call of a batch.
import { formatEther, hexToString, isHex } from 'viem'
import { describeCallData } from './decodeCall.js'
import { describePermit, type TypedData } from './decodeTypedData.js'
import type { FeeEstimator } from './fees.js'
import type { DecodeContext, RequestLine, RequestSection } from './requestLines.js'
import { type FrameTexts, format, textsFor } from './texts.js'
import type { TokenReader } from './tokens.js'

export type { RequestLine }

export interface RequestDescription {
  title: string
  lines: RequestLine[]
  /** Groups under their own heading: the calls of a batch, the tokens of a Permit2 batch. */
  sections?: RequestSection[]
  /** The signed text or data, shown in a scrollable block. */
  body?: string
}

export interface DescribeOptions {
  /** The chain's native currency symbol; default ETH. */
  symbol?: string
  /** Reads a token's symbol and decimals on the frame's chain (tokens.ts); without it, addresses only. */
  readToken?: TokenReader
  /** The frame's chain: typed data for another chain gets no token read. */
  chainId?: number
  /** Estimates a transaction's fee on the frame's chain (fees.ts), for one whose request names no gas price. */
  estimateFee?: FeeEstimator
}

const text = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value))

/** A hex message as the visitor wrote it when it is readable text, else the hex itself. */
export function readableMessage(message: unknown): string {
  if (typeof message !== 'string') return text(message)
  if (!isHex(message)) return message
  try {
    const decoded = hexToString(message)
    // Control characters other than whitespace mean binary data: show the hex instead.
    const binary = [...decoded].some((c) => {
      const code = c.charCodeAt(0)
      return code < 0x20 && c !== '\n' && c !== '\r' && c !== '\t'
    })
    return binary ? message : decoded
  } catch {
    return message
  }
}

function wei(value: unknown): bigint {
  try {
    return BigInt(value as string)
  } catch {
    return 0n
  }
}

interface Call {
  to?: string
  value?: string
  data?: string
  gas?: string
  maxFeePerGas?: string
  gasPrice?: string
}

/** To, the native amount (unless it is 0 and the call carries data) and the decoded data. */
async function callLines(context: DecodeContext, call: Call, symbol: string): Promise<RequestLine[]> {
  const { t } = context
  const value = wei(call.value ?? '0x0')
  const data = typeof call.data === 'string' && call.data !== '0x' ? call.data : undefined
  const lines: RequestLine[] = [{ label: t.to, value: call.to ?? t.newContract }]
  if (value > 0n || !data) lines.push({ label: t.amount, value: `${formatEther(value)} ${symbol}` })
  if (data) lines.push(...(await describeCallData(context, call.to, data)))
  return lines
}

/**
 * The most the sender pays for gas: from the request when it names both the gas and its price, else the
 * chain's estimate (a smart account's user operation, deployment included), else nothing.
 */
async function feeLine(
  t: FrameTexts,
  call: Call,
  symbol: string,
  estimate?: FeeEstimator,
): Promise<RequestLine[]> {
  const gas = wei(call.gas)
  const price = wei(call.maxFeePerGas ?? call.gasPrice)
  const fee = gas > 0n && price > 0n ? gas * price : await estimate?.({ ...call })
  return fee ? [{ label: t.networkFee, value: `${formatEther(fee)} ${symbol}` }] : []
}

function parseTypedData(value: unknown): TypedData | undefined {
  try {
    const data = typeof value === 'string' ? JSON.parse(value) : value
    return data !== null && typeof data === 'object' ? (data as TypedData) : undefined
  } catch {
    return undefined
  }
}

async function describeTypedData(
  t: FrameTexts,
  raw: unknown,
  options: DescribeOptions,
): Promise<RequestDescription> {
  const data = parseTypedData(raw)
  const chain = data?.domain?.chainId
  // A token on another chain than the frame's cannot be read here; its address is shown instead.
  const sameChain = chain === undefined || options.chainId === undefined || Number(chain) === options.chainId
  const permit = data
    ? await describePermit({ t, readToken: sameChain ? options.readToken : undefined }, data)
    : undefined
  return {
    title: t.signTypedData,
    lines: [
      ...(data?.domain?.name ? [{ label: t.domain, value: String(data.domain.name) }] : []),
      ...(data?.primaryType ? [{ label: t.type, value: String(data.primaryType) }] : []),
      ...(permit?.lines ?? []),
    ],
    ...(permit?.sections.length ? { sections: permit.sections } : {}),
    body: JSON.stringify(data?.message ?? raw, null, 2),
  }
}

/** What the visitor is asked to approve, decoded where the request allows it, in the texts' language. */
export async function describeRequest(
  method: string,
  params: unknown,
  t: FrameTexts = textsFor('en'),
  options: DescribeOptions = {},
): Promise<RequestDescription> {
  const list = Array.isArray(params) ? params : []
  const symbol = options.symbol ?? 'ETH'
  const context: DecodeContext = { t, readToken: options.readToken }
  switch (method) {
    case 'personal_sign':
      return { title: t.signMessage, lines: [], body: readableMessage(list[0]) }
    case 'eth_signTypedData_v4':
      return describeTypedData(t, list[1], options)
    case 'eth_sendTransaction': {
      const tx = (list[0] ?? {}) as Call
      return {
        title: t.sendTransaction,
        lines: [
          ...(await callLines(context, tx, symbol)),
          ...(await feeLine(t, tx, symbol, options.estimateFee)),
        ],
      }
    }
    case 'wallet_sendCalls': {
      const calls = ((list[0] as { calls?: unknown[] } | undefined)?.calls ?? []) as Call[]
      return {
        title: calls.length === 1 ? t.sendOneCall : format(t.sendCalls, { count: calls.length }),
        lines: [],
        sections: await Promise.all(
          calls.map(async (call, index) => ({
            heading: format(t.call, { index: index + 1 }),
            lines: await callLines(context, call ?? {}, symbol),
          })),
        ),
      }
    }
    default:
      return { title: t.approveRequest, lines: [{ label: t.method, value: method }], body: text(params) }
  }
}
