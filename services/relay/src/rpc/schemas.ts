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
