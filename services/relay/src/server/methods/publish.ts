import {
  batchFetchMessagesParams,
  batchPublishParams,
  isBatchPublishParams,
  isPublishParams,
  publishParams,
} from '../../rpc/schemas.js'
import { type MethodHandler, parseParams } from './context.js'

/**
 * irn_publish {topic, message, ttl, tag?, prompt?, attestation?} -> true once the message is stored.
 * Not async: the params are checked and the message queued in the call (dispatch lets the socket's
 * next frame go ahead once it returns).
 */
export const publish: MethodHandler = (context, params) => {
  const { connection, mailbox } = context
  try {
    const { topic, message, ttl, tag, attestation } = isPublishParams(params)
      ? params
      : parseParams(publishParams, params)
    return mailbox.publish(connection, { topic, message, ttl, tag: tag ?? 0, attestation }).then(() => true)
  } catch (error) {
    return Promise.reject(error)
  }
}

/** irn_batchPublish {messages: [publish params]} -> true once all are stored (queued in the call, in order). */
export const batchPublish: MethodHandler = (context, params) => {
  const { connection, mailbox } = context
  try {
    const { messages } = isBatchPublishParams(params) ? params : parseParams(batchPublishParams, params)
    const inputs = messages.map(({ topic, message, ttl, tag, attestation }) => ({
      topic,
      message,
      ttl,
      tag: tag ?? 0,
      attestation,
    }))
    return mailbox.publishAll(connection, inputs).then(() => true)
  } catch (error) {
    return Promise.reject(error)
  }
}

/** irn_batchFetchMessages {topics} -> {messages: [{topic, message, publishedAt, tag}], hasMore}. */
export const batchFetchMessages: MethodHandler = async ({ connection, mailbox }, params) => {
  const { topics } = parseParams(batchFetchMessagesParams, params)
  return mailbox.fetch(connection, topics)
}
