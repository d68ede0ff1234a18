import { InvalidOptionError, SiwxOptionConflictError } from '../errors/errors.js'
import type { FoyerOptions, ResolvedOptions } from '../instance/types.js'
import { ssrSupportOf } from '../ssr/support.js'
import { issueMessage } from '../validation/issueMessage.js'
import type { Issue } from '../validation/schema.js'
import { DEFAULT_FEATURES, DEFAULT_NAME_ZONE, DEFAULT_URLS } from './defaults.js'
import { optionsSchema } from './schema.js'

function optionPath(path: readonly PropertyKey[]): string {
  return path
    .map((part, index) => (typeof part === 'number' ? `[${part}]` : `${index ? '.' : ''}${String(part)}`))
    .join('')
}

/** Turns zod's first issue into an InvalidOptionError naming the option path. */
function toOptionError(error: { issues: readonly Issue[] }): InvalidOptionError {
  const issue = error.issues[0]
  if (!issue) return new InvalidOptionError('options', 'invalid options')
  if (issue.code === 'unrecognized_keys') {
    const key = issue.keys?.[0] ?? ''
    return new InvalidOptionError(optionPath([...issue.path, key]), 'is not a known option')
  }
  const path = issue.path.length ? optionPath(issue.path) : 'options'
  return new InvalidOptionError(path, issue.message)
}

/**
 * The fields that are set. An app compiled with exactOptionalPropertyTypes may write `email: undefined`,
 * which must mean the default, not override it.
 */
function definedFields<T extends object>(
  value: T | undefined,
): { [K in keyof T]?: Exclude<T[K], undefined> } {
  return Object.fromEntries(Object.entries(value ?? {}).filter(([, field]) => field !== undefined)) as {
    [K in keyof T]?: Exclude<T[K], undefined>
  }
}

/**
 * Validates createFoyer's options and applies the §1 defaults. Throws InvalidOptionError
 * (`Invalid option "networks": must contain at least one network`) on the first problem.
 * The returned object keeps the caller's networks, adapters and storage objects as given.
 */
export function resolveOptions(options: FoyerOptions): ResolvedOptions {
  if (typeof options !== 'object' || options === null) {
    throw new InvalidOptionError('options', 'must be an object')
  }
  if (options.siwx && options.siweConfig) throw new SiwxOptionConflictError()
  const parsed = optionsSchema.safeParse(options, { error: issueMessage })
  if (!parsed.success) throw toOptionError(parsed.error)
  // Server rendering's code comes with cookieStorage, so that a page without it carries none.
  if (options.ssr && !ssrSupportOf(options.storage))
    throw new InvalidOptionError(
      'ssr',
      'needs storage: cookieStorage (or createCookieStorage()) from @foyer/core/ssr',
    )

  return {
    ...options,
    features: { ...DEFAULT_FEATURES, ...definedFields(options.features) },
    enableWalletConnect: options.enableWalletConnect ?? true,
    apiUrl: options.apiUrl ?? DEFAULT_URLS.apiUrl,
    blockchainApiUrl: options.blockchainApiUrl ?? DEFAULT_URLS.blockchainApiUrl,
    nameZone: options.nameZone ?? DEFAULT_NAME_ZONE,
    secureSiteUrl: options.secureSiteUrl ?? DEFAULT_URLS.secureSiteUrl,
    relayUrl: options.relayUrl ?? DEFAULT_URLS.relayUrl,
  }
}
