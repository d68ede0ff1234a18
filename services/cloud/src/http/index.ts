// HTTP pieces other services share (`@foyer/cloud/http`).

export { type BodyLimitsOptions, DEFAULT_MAX_BODY_BYTES, limitBodies } from './bodyLimits.js'
export { countingBody } from './countingBody.js'
