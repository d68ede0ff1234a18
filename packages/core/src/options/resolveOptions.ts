import { InvalidOptionError, SiwxOptionConflictError } from '../errors/errors.js'
import type { FoyerOptions } from '../instance/foyerOptions.js'
import type { ResolvedOptions } from '../instance/resolvedOptions.js'
import { ssrSupportOf } from '../ssr/support.js'
import { pathName } from '../validation/check.js'
import { DEFAULT_FEATURES, DEFAULT_NAME_ZONE, DEFAULT_URLS } from './defaults.js'
import { checkOptions } from './schema.js'

/**
 * The fields that are set. An app compiled with exactOptionalPropertyTypes may write `email: undefined`,
 * which must mean the default, not override it.
 */
function definedFields<T extends object>(value: T | undefined): { [K in keyof T]: Exclude<T[K], undefined> } {
  return Object.fromEntries(Object.entries(value ?? {}).filter(([, field]) => field !== undefined)) as {
    [K in keyof T]: Exclude<T[K], undefined>
  }
}

/**
 * Validates createFoyer's options and applies the built-in defaults. Throws InvalidOptionError
 * (`Invalid option "networks": must contain at least one network`) on the first problem.
 * The returned object keeps the caller's networks, adapters and storage objects as given.
 *
 * @example
 * const options = resolveOptions({ projectId, networks: [mainnet] })
 * options.apiUrl // the hosted service's URL, as no apiUrl was given
 */
export function resolveOptions(options: FoyerOptions): ResolvedOptions {
  if (options?.siwx && options.siweConfig) throw new SiwxOptionConflictError()
  const problem = checkOptions(options)
  if (problem) throw new InvalidOptionError(pathName(problem[0], 'options'), problem[1])
  // Server rendering's code comes with cookieStorage, so that a page without it carries none.
  if (options.ssr && !ssrSupportOf(options.storage))
    throw new InvalidOptionError(
      'ssr',
      'needs storage: cookieStorage (or createCookieStorage()) from @foyer/core/ssr',
    )

  // The defaults under the options the app set (the check let no null through).
  return {
    ...DEFAULT_URLS,
    enableWalletConnect: true,
    nameZone: DEFAULT_NAME_ZONE,
    ...definedFields(options),
    features: { ...DEFAULT_FEATURES, ...definedFields(options.features) },
  }
}
