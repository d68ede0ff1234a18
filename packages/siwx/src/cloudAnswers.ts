// The cloud's session answers, checked with the wire schemas (@foyer/wire, /v1/sessions*). A module of
// its own, which createCloudSiwx loads with its first call: a page that only sets sign-in up carries none
// of the schema code.
import {
  currentSessionResponseSchema,
  revokeSessionResponseSchema,
  sessionNonceResponseSchema,
  signInResponseSchema,
} from '@foyer/wire'

export const answerSchemas = {
  nonce: sessionNonceResponseSchema,
  signIn: signInResponseSchema,
  session: currentSessionResponseSchema,
  revoke: revokeSessionResponseSchema,
}
