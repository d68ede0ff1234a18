import { approveSessionParams, proposeSessionParams } from '../../rpc/schemas.js'
import { type MethodHandler, parseParams } from './context.js'

/** Tags and ttl the sign-client uses for these envelopes (wc_sessionPropose req/res, wc_sessionSettle req). */
export const SessionTag = { proposeRequest: 1100, proposeResponse: 1101, settleRequest: 1102 } as const
const DEFAULT_TTL_SECONDS = 300

/**
 * wc_proposeSession {pairingTopic, sessionProposal, ttl?, attestation?} -> true: subscribes the dApp to
 * the pairing topic and publishes the proposal there (tag 1100) for the wallet that will pair.
 */
export const proposeSession: MethodHandler = async ({ connection, mailbox, afterResponse }, params) => {
  const { pairingTopic, sessionProposal, ttl, attestation } = parseParams(proposeSessionParams, params)
  mailbox.subscribe(connection, pairingTopic)
  await mailbox.publish(connection, {
    topic: pairingTopic,
    message: sessionProposal,
    ttl: ttl ?? DEFAULT_TTL_SECONDS,
    tag: SessionTag.proposeRequest,
    attestation,
  })
  afterResponse(() => mailbox.deliverPending(connection, [pairingTopic]))
  return true
}

/**
 * wc_approveSession {sessionTopic, pairingTopic, sessionProposalResponse, sessionSettlementRequest} -> true:
 * subscribes the wallet to the session topic, answers on the pairing topic (tag 1101) and sends the
 * settlement on the session topic (tag 1102), where the dApp finds it once it subscribes.
 */
export const approveSession: MethodHandler = async ({ connection, mailbox, afterResponse }, params) => {
  const { sessionTopic, pairingTopic, sessionProposalResponse, sessionSettlementRequest, ttl } = parseParams(
    approveSessionParams,
    params,
  )
  mailbox.subscribe(connection, sessionTopic)
  const lifetime = ttl ?? DEFAULT_TTL_SECONDS
  await mailbox.publish(connection, {
    topic: pairingTopic,
    message: sessionProposalResponse,
    ttl: lifetime,
    tag: SessionTag.proposeResponse,
  })
  await mailbox.publish(connection, {
    topic: sessionTopic,
    message: sessionSettlementRequest,
    ttl: lifetime,
    tag: SessionTag.settleRequest,
  })
  afterResponse(() => mailbox.deliverPending(connection, [sessionTopic]))
  return true
}
