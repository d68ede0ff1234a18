// The secure site's request limits: counted in the database (`@foyer/cloud/db`'s limiter) so they
// hold across instances, set by environment variables (README.md lists them).
import { parseRateRules, type RateResult, type RateRule } from '@foyer/cloud/db'
import { ApiError, type SecureSiteDeps } from './context.js'

type Env = Readonly<Record<string, string | undefined>>

export interface SecureSiteLimits {
  /** Code and link mails asked for from one client address. */
  mailsPerClient: readonly RateRule[]
  /** Code and link mails to one address, whoever asks. */
  mailsPerEmail: readonly RateRule[]
  /** API calls from one client address. */
  apiPerClient: readonly RateRule[]
  /** Wrong codes from one browser for one address; a new code does not reset them. */
  triesPerBrowser: readonly RateRule[]
  /** Wrong codes for one address from all browsers together. */
  triesPerEmail: readonly RateRule[]
}

const DEFAULT_LIMITS = {
  mailsPerClient: '5/minute,30/hour,100/day',
  mailsPerEmail: '3/minute,10/hour,30/day',
  apiPerClient: '600/minute',
  triesPerBrowser: '10/day',
  triesPerEmail: '30/day',
} as const

/** The limits from the environment; a bad value throws naming its variable. */
export function loadLimits(env: Env): SecureSiteLimits {
  const rules = (name: string, fallback: string) => parseRateRules(name, env[name], fallback)
  return {
    mailsPerClient: rules('SECURE_SITE_LIMIT_MAILS_PER_CLIENT', DEFAULT_LIMITS.mailsPerClient),
    mailsPerEmail: rules('SECURE_SITE_LIMIT_MAILS_PER_EMAIL', DEFAULT_LIMITS.mailsPerEmail),
    apiPerClient: rules('SECURE_SITE_LIMIT_API_PER_CLIENT', DEFAULT_LIMITS.apiPerClient),
    triesPerBrowser: rules('SECURE_SITE_LIMIT_TRIES_PER_BROWSER', DEFAULT_LIMITS.triesPerBrowser),
    triesPerEmail: rules('SECURE_SITE_LIMIT_TRIES_PER_EMAIL', DEFAULT_LIMITS.triesPerEmail),
  }
}

/** 429 with the seconds to wait (the API sends them as Retry-After too). */
export function rateLimited(result: Extract<RateResult, { ok: false }>): ApiError {
  return new ApiError(
    429,
    'RATE_LIMITED',
    `Too many requests. Please try again after ${result.retryAfterSeconds} seconds`,
    { seconds: result.retryAfterSeconds },
    result.retryAfterSeconds,
  )
}

/** Counts one code or link mail for the asking client and for the address; refuses over a limit. */
export async function countMail(deps: SecureSiteDeps, client: string, email: string): Promise<void> {
  const byClient = await deps.limiter.hit(`ss:mail:client:${client}`, deps.config.limits.mailsPerClient)
  if (!byClient.ok) throw rateLimited(byClient)
  const byEmail = await deps.limiter.hit(`ss:mail:email:${email}`, deps.config.limits.mailsPerEmail)
  if (!byEmail.ok) throw rateLimited(byEmail)
}
