import type { z } from 'zod'
import { RpcErrorCode } from '../../rpc/codes.js'
import type { ClientConnection } from '../connection.js'
import type { Mailbox } from '../mailbox.js'

/** What a method handler works with. */
interface MethodContext {
  connection: ClientConnection
  mailbox: Mailbox
  /** Runs `task` once the method's answer is sent (e.g. pushes that must follow a subscribe result). */
  afterResponse(task: () => Promise<void>): void
}

/** One relay JSON-RPC method: validates its params and returns the result. */
export type MethodHandler = (context: MethodContext, params: unknown) => Promise<unknown>

/** Thrown by handlers for a JSON-RPC error answer (not a crash). */
export class RpcMethodError extends Error {
  override name = 'RpcMethodError'
  readonly code: RpcErrorCode
  constructor(code: RpcErrorCode, message: string) {
    super(message)
    this.code = code
  }
}

/** Parses params with a zod schema or throws an invalid-params error naming each issue. */
export function parseParams<T extends z.ZodType>(schema: T, params: unknown): z.infer<T> {
  const parsed = schema.safeParse(params)
  if (parsed.success) return parsed.data
  const issues = parsed.error.issues
    .map((issue) => `${issue.path.length ? issue.path.join('.') : 'params'}: ${issue.message}`)
    .join('; ')
  throw new RpcMethodError(RpcErrorCode.invalidParams, `Invalid params: ${issues}`)
}
