import { SiwxOptionConflictError } from '../errors/errors.js'
import type { FoyerOptions } from '../instance/foyerOptions.js'
import type { ResolvedOptions } from '../instance/resolvedOptions.js'
import { DEFAULT_FEATURES, DEFAULT_NAME_ZONE, DEFAULT_URLS } from './defaults.js'
import { assertOptions } from './schema.js'

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
 * Validates createFoyer's options and applies the built-in defaults. In development builds
 * (`process.env.NODE_ENV` not 'production') throws InvalidOptionError
 * (`Invalid option "networks": must contain at least one network`) on the first problem; production
 * builds leave that check out. Both `siwx` and `siweConfig` throw SiwxOptionConflictError in every build.
 * The returned object keeps the caller's networks, adapters and storage objects as given.
 *
 * @example
 * const options = resolveOptions({ projectId, networks: [mainnet] })
 * options.apiUrl // the hosted service's URL, as no apiUrl was given
 */
export function resolveOptions(options: FoyerOptions): ResolvedOptions {
  // In every build: a few bytes, and otherwise siwx would win silently and the app's siweConfig (its
  // server's verification) would never run.
  if (options?.siwx && options.siweConfig) throw new SiwxOptionConflictError()
  // Development builds only, like React's prop checks: bundlers replace the expression, production drops it.
  if (process.env.NODE_ENV !== 'production') assertOptions(options)

  // The defaults under the options the app set (the development check lets no null through).
  return {
    ...DEFAULT_URLS,
    enableWalletConnect: true,
    nameZone: DEFAULT_NAME_ZONE,
    ...definedFields(options),
    features: { ...DEFAULT_FEATURES, ...definedFields(options.features) },
  }
}
