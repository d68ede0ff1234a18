import { formatEther, hexToString, isHex } from 'viem'

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

/** What the visitor is asked to approve, decoded where the request allows it. */
export function describeRequest(method: string, params: unknown, symbol = 'ETH'): RequestDescription {
  const list = Array.isArray(params) ? params : []
  switch (method) {
    case 'personal_sign':
      return { title: 'Sign message', lines: [], body: readableMessage(list[0]) }
    case 'eth_signTypedData_v4': {
      let data: { domain?: { name?: string }; primaryType?: string; message?: unknown } = {}
      try {
        data = typeof list[1] === 'string' ? JSON.parse(list[1]) : (list[1] as typeof data)
      } catch {
        // Shown raw below.
      }
      return {
        title: 'Sign typed data',
        lines: [
          ...(data?.domain?.name ? [{ label: 'Domain', value: String(data.domain.name) }] : []),
          ...(data?.primaryType ? [{ label: 'Type', value: String(data.primaryType) }] : []),
        ],
        body: JSON.stringify(data?.message ?? list[1], null, 2),
      }
    }
    case 'eth_sendTransaction': {
      const tx = (list[0] ?? {}) as { to?: string; value?: string; data?: string }
      const lines = [
        { label: 'To', value: tx.to ?? 'New contract' },
        { label: 'Amount', value: amount(tx.value ?? '0x0', symbol) },
      ]
      if (tx.data && tx.data !== '0x')
        lines.push({ label: 'Data', value: `${(tx.data.length - 2) / 2} bytes` })
      return { title: 'Send transaction', lines }
    }
    case 'wallet_sendCalls': {
      const calls = ((list[0] as { calls?: unknown[] } | undefined)?.calls ?? []) as {
        to?: string
        value?: string
      }[]
      return {
        title: calls.length === 1 ? 'Send 1 call' : `Send ${calls.length} calls`,
        lines: calls.map((call, index) => ({
          label: `Call ${index + 1}`,
          value: `${call.to ?? 'New contract'} · ${amount(call.value ?? '0x0', symbol)}`,
        })),
      }
    }
    default:
      return { title: 'Approve request', lines: [{ label: 'Method', value: method }], body: text(params) }
  }
}
