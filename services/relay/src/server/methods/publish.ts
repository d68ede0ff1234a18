import { batchFetchMessagesParams, batchPublishParams, publishParams } from '../../rpc/schemas.js'
import { type MethodHandler, parseParams } from './context.js'

/** irn_publish {topic, message, ttl, tag?, prompt?, attestation?} -> true once the message is stored. */
export const publish: MethodHandler = async ({ connection, mailbox }, params) => {
  const { topic, message, ttl, tag, attestation } = parseParams(publishParams, params)
  await mailbox.publish(connection, { topic, message, ttl, tag: tag ?? 0, attestation })
  return true
}

/** irn_batchPublish {messages: [publish params]} -> true once all are stored. */
export const batchPublish: MethodHandler = async ({ connection, mailbox }, params) => {
  const { messages } = parseParams(batchPublishParams, params)
  for (const { topic, message, ttl, tag, attestation } of messages) {
    await mailbox.publish(connection, { topic, message, ttl, tag: tag ?? 0, attestation })
  }
  return true
}

/** irn_batchFetchMessages {topics} -> {messages: [{topic, message, publishedAt, tag}], hasMore}. */
export const batchFetchMessages: MethodHandler = async ({ connection, mailbox }, params) => {
  const { topics } = parseParams(batchFetchMessagesParams, params)
  return mailbox.fetch(connection, topics)
}
