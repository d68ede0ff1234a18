import { z } from 'zod'

/** Topics are 32-byte hex strings (sha256 of a symmetric key). */
const topicSchema = z.string().regex(/^[0-9a-f]{64}$/i, 'topic must be 64 hex characters')

/** Upper bound of a message's lifetime, like the hosted relay (30 days). */
const MAX_TTL_SECONDS = 2_592_000
/** Upper bound of topics or messages in one batch call. */
const MAX_BATCH = 1000

const ttl = z.number().int().min(1).max(MAX_TTL_SECONDS)
// PostgreSQL text (PGlite's too) cannot hold U+0000: refused here with a clear error instead of the
// store's failure, and on every store alike, so a relay never accepts what another one would not.
const withoutNul = (text: string) => !text.includes('\u0000')
const NUL_MESSAGE = 'must not contain the NUL character (U+0000)'
const message = z.string().min(1).refine(withoutNul, NUL_MESSAGE)
const attestation = z.string().refine(withoutNul, NUL_MESSAGE)
const tag = z.number().int().nonnegative()

export const subscribeParams = z.object({ topic: topicSchema })
export const batchSubscribeParams = z.object({ topics: z.array(topicSchema).min(1).max(MAX_BATCH) })
export const unsubscribeParams = z.object({ topic: topicSchema, id: z.string().min(1) })
export const batchUnsubscribeParams = z.object({
  subscriptions: z.array(unsubscribeParams).min(1).max(MAX_BATCH),
})
export const publishParams = z.looseObject({
  topic: topicSchema,
  message,
  ttl,
  tag: tag.optional(),
  prompt: z.boolean().optional(),
  attestation: attestation.optional(),
})
export const batchPublishParams = z.object({ messages: z.array(publishParams).min(1).max(MAX_BATCH) })

type PublishParams = z.infer<typeof publishParams>
const HEX_TOPIC = /^[0-9a-f]{64}$/i
const optional = (value: unknown, check: (value: unknown) => boolean) => value === undefined || check(value)
const textWithoutNul = (value: unknown) => typeof value === 'string' && withoutNul(value)

/**
 * True when `value` passes publishParams: the same rules checked by hand, because every message
 * passes here. It only ever says yes to what the schema accepts; anything else goes to the schema,
 * which words the error.
 */
export function isPublishParams(value: unknown): value is PublishParams {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false
  const { topic, message, ttl, tag, prompt, attestation } = value as Record<string, unknown>
  return (
    typeof topic === 'string' &&
    HEX_TOPIC.test(topic) &&
    textWithoutNul(message) &&
    (message as string).length > 0 &&
    Number.isSafeInteger(ttl) &&
    (ttl as number) >= 1 &&
    (ttl as number) <= MAX_TTL_SECONDS &&
    optional(tag, (tag) => Number.isSafeInteger(tag) && (tag as number) >= 0) &&
    optional(prompt, (prompt) => typeof prompt === 'boolean') &&
    optional(attestation, textWithoutNul)
  )
}

/** The same for batchPublishParams. */
export function isBatchPublishParams(value: unknown): value is z.infer<typeof batchPublishParams> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false
  const { messages } = value as Record<string, unknown>
  return (
    Array.isArray(messages) &&
    messages.length >= 1 &&
    messages.length <= MAX_BATCH &&
    messages.every(isPublishParams)
  )
}
export const batchFetchMessagesParams = z.object({ topics: z.array(topicSchema).min(1).max(MAX_BATCH) })
export const proposeSessionParams = z.looseObject({
  pairingTopic: topicSchema,
  sessionProposal: message,
  ttl: ttl.optional(),
  attestation: attestation.optional(),
})
export const approveSessionParams = z.looseObject({
  sessionTopic: topicSchema,
  pairingTopic: topicSchema,
  sessionProposalResponse: message,
  sessionSettlementRequest: message,
  ttl: ttl.optional(),
})
