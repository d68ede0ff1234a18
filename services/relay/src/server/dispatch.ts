import { RpcErrorCode, rpcError, rpcResult } from '../rpc/codes.js'
import { parseFrame } from '../rpc/frame.js'
import type { ClientConnection } from './connection.js'
import type { Mailbox } from './mailbox.js'
import { RpcMethodError } from './methods/context.js'
import { methods } from './methods/index.js'

/**
 * Requests that go ahead of the socket's acks still being written, and of its earlier publishes: a
 * publish reads no ack, and making it wait would put every ack's write in front of the client's next
 * message. Their handlers queue the message in the call, so the socket's next frame is read while it
 * is stored: a client's publishes in flight share batches, in order.
 */
const pipelined = new Set(['irn_publish', 'irn_batchPublish'])

/** Reports unexpected failures (store down, bugs) without payloads or tokens. */
export type ErrorReporter = (error: unknown, where: string) => void

type Request = Extract<ReturnType<typeof parseFrame>, { type: 'request' }>

/**
 * Handles one text frame of a client: requests get exactly one answer, push acks update mailboxes.
 * Returns, when the socket's next frame must wait, a promise that resolves once it may be handled
 * (a request other than a publish, once answered); a publish (queued in the call, answered when
 * stored), an ack or a bad frame is done when this returns: the next frame goes ahead at once.
 */
export function dispatchFrame(
  connection: ClientConnection,
  mailbox: Mailbox,
  text: string,
  report: ErrorReporter,
): Promise<void> | undefined {
  const frame = parseFrame(text)
  switch (frame.type) {
    case 'invalid':
      connection.send(frame.response)
      return
    case 'response':
      if (typeof frame.id === 'number') mailbox.onResponse(connection, frame.id, frame.ok)
      return
    case 'request': {
      if (pipelined.has(frame.method)) {
        // Also after the earlier ones: one refused at once (a limit) is answered before them.
        const earlier = connection.published
        const answered = answer(connection, mailbox, frame, report)
        connection.published = earlier.then(() => answered)
        return
      }
      return answerInTurn(connection, mailbox, frame, report)
    }
  }
}

/**
 * An ack is handled before the socket's next request (publishes aside): a subscribe or fetch after it
 * must not get the acknowledged message again. Publishes before it are answered first.
 */
async function answerInTurn(
  connection: ClientConnection,
  mailbox: Mailbox,
  frame: Request,
  report: ErrorReporter,
): Promise<void> {
  await connection.acked
  await connection.published
  await answer(connection, mailbox, frame, report)
}

/** Runs the request's method and sends its one answer; never rejects. */
async function answer(
  connection: ClientConnection,
  mailbox: Mailbox,
  frame: Request,
  report: ErrorReporter,
): Promise<void> {
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
