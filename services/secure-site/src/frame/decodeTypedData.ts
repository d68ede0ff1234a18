// Typed data that hands out tokens: EIP-2612 Permit (and DAI's allowed/expiry variant) and Permit2's
// PermitSingle, PermitBatch and PermitTransferFrom (with or without a witness, single or batch).
import {
  amountLine,
  type DecodeContext,
  type RequestLine,
  type RequestSection,
  timeValue,
  toBigInt,
  tokenLines,
} from './requestLines.js'
import { format } from './texts.js'

export interface TypedData {
  domain?: { name?: unknown; chainId?: unknown; verifyingContract?: unknown }
  primaryType?: unknown
  message?: unknown
}

type Fields = Record<string, unknown>
const fields = (value: unknown): Fields =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Fields) : {}
const address = (value: unknown) => (typeof value === 'string' ? value : '')

/** Token, amount and (for allowances) expiry of one Permit2 entry. */
async function permit2Entry(
  context: DecodeContext,
  entry: Fields,
  allowance: boolean,
): Promise<RequestLine[]> {
  const { t } = context
  const token = address(entry.token)
  const amount = toBigInt(entry.amount)
  const { line, info } = await tokenLines(context, token)
  const lines = [line]
  if (amount !== undefined) lines.push(amountLine(allowance ? t.allowance : t.amount, amount, info, t))
  const expiration = toBigInt(entry.expiration)
  if (allowance && expiration !== undefined) lines.push({ label: t.expires, value: timeValue(expiration, t) })
  return lines
}

/** The permit's own lines and, for a batch, one section per token; undefined when it is no permit. */
export async function describePermit(
  context: DecodeContext,
  data: TypedData,
): Promise<{ lines: RequestLine[]; sections: RequestSection[] } | undefined> {
  const { t } = context
  const type = data.primaryType
  const message = fields(data.message)
  const spender = { label: t.spender, value: address(message.spender) }
  const deadline = toBigInt(message.sigDeadline ?? message.deadline ?? message.expiry)
  const until = deadline === undefined ? [] : [{ label: t.validUntil, value: timeValue(deadline, t) }]
  const batch = async (entries: unknown, allowance: boolean) =>
    Promise.all(
      (Array.isArray(entries) ? entries : []).map(async (entry, index) => ({
        heading: format(t.tokenIndex, { index: index + 1 }),
        lines: await permit2Entry(context, fields(entry), allowance),
      })),
    )
  switch (type) {
    case 'Permit': {
      const token = address(data.domain?.verifyingContract)
      const { line, info } = await tokenLines(context, token)
      // DAI's permit grants all or nothing (allowed), EIP-2612's an amount (value).
      const value = message.allowed === true ? 2n ** 256n - 1n : (toBigInt(message.value) ?? 0n)
      const lines = [
        { label: t.action, value: t.tokenPermit },
        line,
        amountLine(t.allowance, value, info, t),
        spender,
        ...until,
      ]
      return { lines, sections: [] }
    }
    case 'PermitSingle':
      return {
        lines: [
          { label: t.action, value: t.permit2Approval },
          ...(await permit2Entry(context, fields(message.details), true)),
          spender,
          ...until,
        ],
        sections: [],
      }
    case 'PermitBatch':
      return {
        lines: [{ label: t.action, value: t.permit2Approval }, spender, ...until],
        sections: await batch(message.details, true),
      }
    case 'PermitTransferFrom':
    case 'PermitWitnessTransferFrom': {
      const permitted = message.permitted
      if (Array.isArray(permitted)) break
      return {
        lines: [
          { label: t.action, value: t.permit2Transfer },
          ...(await permit2Entry(context, fields(permitted), false)),
          spender,
          ...until,
        ],
        sections: [],
      }
    }
    case 'PermitBatchTransferFrom':
    case 'PermitBatchWitnessTransferFrom':
      return {
        lines: [{ label: t.action, value: t.permit2Transfer }, spender, ...until],
        sections: await batch(message.permitted, false),
      }
  }
  return undefined
}
