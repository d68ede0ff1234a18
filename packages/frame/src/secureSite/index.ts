// The secure site's own API, as its frame calls it: one table of paths, body schemas and answer types
// that both the frame (browser code, hence zod/mini) and the server's routes take their types from.

export { SOCIAL_PROVIDERS, type SocialProvider } from '../socialProviders.js'
export type { AuthenticationResponse, RegistrationResponse } from './fields.js'
export {
  type AccountType,
  type DeviceKeyState,
  type EmptyAnswer,
  MAX_PASSKEY_GRACE_S,
  type PasskeyConfirmation,
  type PasskeyOptionsJson,
  type RpcAnswer,
  SECURE_SITE_ROUTES,
  type SecureSiteBody,
  type SecureSitePath,
  type SecureSiteRequest,
  type SecureSiteResponse,
  type SecureSiteRoute,
  type SecureSiteRoutes,
  type SecureSiteUser,
} from './routes.js'
