import { RpcErrorCode, rpcError, rpcResult } from '../rpc/codes.js'
import { parseFrame } from '../rpc/frame.js'
import type { ClientConnection } from './connection.js'
import type { Mailbox } from './mailbox.js'
import { RpcMethodError } from './methods/context.js'
import { methods } from './methods/index.js'

/** Reports unexpected failures (store down, bugs) without payloads or tokens. */
export type ErrorReporter = (error: unknown, where: string) => void

/** Handles one text frame of a client: requests get exactly one answer, push acks update mailboxes. */
export async function dispatchFrame(
  connection: ClientConnection,
  mailbox: Mailbox,
  text: string,
  report: ErrorReporter,
): Promise<void> {
  const frame = parseFrame(text)
  switch (frame.type) {
    case 'invalid':
      connection.send(frame.response)
      return
    case 'response':
      if (typeof frame.id === 'number') {
        await mailbox.onResponse(connection, frame.id, frame.ok).catch((error) => report(error, 'ack'))
      }
      return
    case 'request': {
      const handler = methods.get(frame.method)
      if (!handler) {
        connection.send(rpcError(frame.id, RpcErrorCode.methodNotFound, `Method not found: ${frame.method}`))
        return
      }
      const after: Array<() => Promise<void>> = []
      try {
        const result = await handler(
          { connection, mailbox, afterResponse: (task) => after.push(task) },
          frame.params,
        )
        connection.send(rpcResult(frame.id, result))
      } catch (error) {
        if (error instanceof RpcMethodError) {
          connection.send(rpcError(frame.id, error.code, error.message))
        } else {
          report(error, frame.method)
          connection.send(
            rpcError(
              frame.id,
              RpcErrorCode.internalError,
              'Internal error: the relay could not handle the request',
            ),
          )
        }
        return
      }
      for (const task of after) await task().catch((error) => report(error, `${frame.method} delivery`))
    }
  }
}
