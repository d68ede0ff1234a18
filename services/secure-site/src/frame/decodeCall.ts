// Calldata the card can read: ERC-20 transfer, approve and increaseAllowance, and the Permit2
// contract's approve. Anything else shows as its function selector and size.
import { callWords, wordToAddress, wordToUint } from './abiWords.js'
import { amountLine, type DecodeContext, type RequestLine, timeValue, tokenLines } from './requestLines.js'
import { format } from './texts.js'

const TRANSFER = '0xa9059cbb' // transfer(address,uint256)
const APPROVE = '0x095ea7b3' // approve(address,uint256)
const INCREASE_ALLOWANCE = '0x39509351' // increaseAllowance(address,uint256)
// Permit2's approve(address token, address spender, uint160 amount, uint48 expiration): its own
// selector, so it cannot be mistaken for ERC-20's.
const PERMIT2_APPROVE = '0x87517c45'

type Decoded =
  | { kind: 'transfer' | 'approve' | 'increaseAllowance'; account: `0x${string}`; amount: bigint }
  | {
      kind: 'permit2Approve'
      token: `0x${string}`
      spender: `0x${string}`
      amount: bigint
      expiration: bigint
    }

function decode(data: string): Decoded | undefined {
  const call = callWords(data)
  if (!call) return undefined
  const [first, second, third, fourth] = call.words
  if (call.selector === PERMIT2_APPROVE) {
    const token = wordToAddress(first)
    const spender = wordToAddress(second)
    const amount = wordToUint(third, 160)
    const expiration = wordToUint(fourth, 48)
    if (!token || !spender || amount === undefined || expiration === undefined) return undefined
    return { kind: 'permit2Approve', token, spender, amount, expiration }
  }
  const kind = {
    [TRANSFER]: 'transfer',
    [APPROVE]: 'approve',
    [INCREASE_ALLOWANCE]: 'increaseAllowance',
  } as const
  const name = kind[call.selector as keyof typeof kind]
  const account = wordToAddress(first)
  const amount = wordToUint(second)
  return name && account && amount !== undefined ? { kind: name, account, amount } : undefined
}

/** The lines for a call's data sent to `to`: decoded when known, else its selector and size. */
export async function describeCallData(
  context: DecodeContext,
  to: string | undefined,
  data: string,
): Promise<RequestLine[]> {
  const { t } = context
  const size = { label: t.data, value: format(t.bytes, { count: Math.floor((data.length - 2) / 2) }) }
  // Without a receiver the data is a new contract's code, not a call.
  if (!to) return [size]
  const call = decode(data)
  if (!call) return [{ label: t.function, value: data.slice(0, 10) }, size]
  if (call.kind === 'permit2Approve') {
    const { line, info } = await tokenLines(context, call.token)
    return [
      { label: t.action, value: t.permit2Approval },
      line,
      amountLine(t.allowance, call.amount, info, t),
      { label: t.spender, value: call.spender },
      { label: t.expires, value: timeValue(call.expiration, t) },
    ]
  }
  const { line, info } = await tokenLines(context, to)
  if (call.kind === 'transfer')
    return [
      { label: t.action, value: t.tokenTransfer },
      line,
      amountLine(t.amount, call.amount, info, t),
      { label: t.receiver, value: call.account },
    ]
  return [
    { label: t.action, value: call.kind === 'approve' ? t.tokenApproval : t.allowanceIncrease },
    line,
    amountLine(t.allowance, call.amount, info, t),
    { label: t.spender, value: call.account },
  ]
}
