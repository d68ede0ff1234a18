// Calldata the card can read: ERC-20 transfer, approve and increaseAllowance, and the Permit2
// contract's approve. Anything else shows as its function selector and size.
import { decodeFunctionData, parseAbi } from 'viem'
import { amountLine, type DecodeContext, type RequestLine, timeValue, tokenLines } from './requestLines.js'
import { format } from './texts.js'

const CALL_ABI = parseAbi([
  'function transfer(address to, uint256 amount)',
  'function approve(address spender, uint256 amount)',
  'function increaseAllowance(address spender, uint256 addedValue)',
  // Permit2's approve has its own selector (four arguments), so it cannot be mistaken for ERC-20's.
  'function approve(address token, address spender, uint160 amount, uint48 expiration)',
])

function decoded(data: `0x${string}`) {
  try {
    return decodeFunctionData({ abi: CALL_ABI, data })
  } catch {
    return undefined
  }
}

/** The lines for a call's data sent to `to`: decoded when known, else its selector and size. */
export async function describeCallData(
  context: DecodeContext,
  to: string | undefined,
  data: string,
): Promise<RequestLine[]> {
  const { t } = context
  const call = /^0x([0-9a-fA-F]{2})*$/.test(data) ? decoded(data as `0x${string}`) : undefined
  const size = { label: t.data, value: format(t.bytes, { count: Math.floor((data.length - 2) / 2) }) }
  // Without a receiver the data is a new contract's code, not a call.
  if (!to) return [size]
  if (!call) return [{ label: t.function, value: data.slice(0, 10) }, size]
  if (call.functionName === 'approve' && call.args.length === 4) {
    const [token, spender, amount, expiration] = call.args
    const { line, info } = await tokenLines(context, token)
    return [
      { label: t.action, value: t.permit2Approval },
      line,
      amountLine(t.allowance, amount, info, t),
      { label: t.spender, value: spender },
      { label: t.expires, value: timeValue(BigInt(expiration), t) },
    ]
  }
  const { line, info } = await tokenLines(context, to)
  if (call.functionName === 'transfer') {
    const [receiver, amount] = call.args
    return [
      { label: t.action, value: t.tokenTransfer },
      line,
      amountLine(t.amount, amount, info, t),
      { label: t.receiver, value: receiver },
    ]
  }
  // ERC-20's approve or increaseAllowance (the four-argument approve returned above).
  const [spender, amount] = call.args as readonly [`0x${string}`, bigint]
  return [
    { label: t.action, value: call.functionName === 'approve' ? t.tokenApproval : t.allowanceIncrease },
    line,
    amountLine(t.allowance, amount, info, t),
    { label: t.spender, value: spender },
  ]
}
