import { formatEther, hexToString, isHex } from 'viem'
import { type FrameTexts, format, textsFor } from './texts.js'

/** One line of what a request asks for, as the approval UI shows it. */
interface RequestLine {
  label: string
  value: string
}

export interface RequestDescription {
  title: string
  lines: RequestLine[]
  /** The signed text or data, shown in a scrollable block. */
  body?: string
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

function amount(value: unknown, symbol: string): string {
  try {
    return `${formatEther(BigInt(value as string))} ${symbol}`
  } catch {
    return `0 ${symbol}`
  }
}

/** What the visitor is asked to approve, decoded where the request allows it, in the texts' language. */
export function describeRequest(
  method: string,
  params: unknown,
  t: FrameTexts = textsFor('en'),
  symbol = 'ETH',
): RequestDescription {
  const list = Array.isArray(params) ? params : []
  switch (method) {
    case 'personal_sign':
      return { title: t.signMessage, lines: [], body: readableMessage(list[0]) }
    case 'eth_signTypedData_v4': {
      let data: { domain?: { name?: string }; primaryType?: string; message?: unknown } = {}
      try {
        data = typeof list[1] === 'string' ? JSON.parse(list[1]) : (list[1] as typeof data)
      } catch {
        // Shown raw below.
      }
      return {
        title: t.signTypedData,
        lines: [
          ...(data?.domain?.name ? [{ label: t.domain, value: String(data.domain.name) }] : []),
          ...(data?.primaryType ? [{ label: t.type, value: String(data.primaryType) }] : []),
        ],
        body: JSON.stringify(data?.message ?? list[1], null, 2),
      }
    }
    case 'eth_sendTransaction': {
      const tx = (list[0] ?? {}) as { to?: string; value?: string; data?: string }
      const lines = [
        { label: t.to, value: tx.to ?? t.newContract },
        { label: t.amount, value: amount(tx.value ?? '0x0', symbol) },
      ]
      if (tx.data && tx.data !== '0x')
        lines.push({ label: t.data, value: format(t.bytes, { count: (tx.data.length - 2) / 2 }) })
      return { title: t.sendTransaction, lines }
    }
    case 'wallet_sendCalls': {
      const calls = ((list[0] as { calls?: unknown[] } | undefined)?.calls ?? []) as {
        to?: string
        value?: string
      }[]
      return {
        title: calls.length === 1 ? t.sendOneCall : format(t.sendCalls, { count: calls.length }),
        lines: calls.map((call, index) => ({
          label: format(t.call, { index: index + 1 }),
          value: `${call.to ?? t.newContract} · ${amount(call.value ?? '0x0', symbol)}`,
        })),
      }
    }
    default:
      return { title: t.approveRequest, lines: [{ label: t.method, value: method }], body: text(params) }
  }
}
