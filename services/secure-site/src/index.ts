// The embedded wallet's secure site: the frame page, its approval UI and the API behind them.
export { createSecureSiteApp, type SecureSiteDeps } from './app.js'
export { loadConfig, type SecureSiteConfig } from './config.js'
export { createEnvelope, type Envelope } from './crypto/envelope.js'
export type { Mailer, MailMessage } from './mail/mailer.js'
export {
  type RunningSecureSite,
  type StartSecureSiteOptions,
  startSecureSite,
} from './server/startSecureSite.js'
