import { testAccounts } from '@foyer/devnet'
import { parseUri } from '@walletconnect/utils'
import { z } from 'zod'
import { defaultAccountIndex } from './constants.js'
import { InvalidParamsError, InvalidUriError } from './errors.js'

/** The test account index (0-9) as the page query gives it. */
const accountIndexSchema = z.coerce
  .number({ error: 'Expected a test account number from 0 to 9' })
  .int('Expected a test account number from 0 to 9')
  .min(0, 'Expected a test account number from 0 to 9')
  .max(testAccounts.length - 1, 'Expected a test account number from 0 to 9')

/** What the wallet page reads from its query string. */
export interface WalletPageParams {
  /** Index into the devnet's test accounts (`?account=N`, default 4). */
  accountIndex: number
  /** A pairing URI to pair with right away (`?uri=wc:...`), for tests. */
  uri: string | undefined
}

/**
 * Reads `?account=N` and `?uri=wc:...` from a page's query string.
 *
 * @throws InvalidParamsError when `account` is not 0-9; InvalidUriError when `uri` is not a pairing URI.
 */
export function readPageParams(search: string): WalletPageParams {
  const query = new URLSearchParams(z.string().parse(search))
  const rawAccount = query.get('account')
  let accountIndex = defaultAccountIndex
  if (rawAccount !== null) {
    const parsed = accountIndexSchema.safeParse(rawAccount.trim() === '' ? Number.NaN : rawAccount)
    if (!parsed.success) {
      throw new InvalidParamsError(parsed.error.issues[0]?.message ?? 'Invalid account', {
        details: `account=${rawAccount}`,
      })
    }
    accountIndex = parsed.data
  }
  const rawUri = query.get('uri')
  return { accountIndex, uri: rawUri === null ? undefined : validatePairingUri(rawUri) }
}

const uriSchema = z.string().trim().startsWith('wc:', 'Expected a URI starting with wc:')

/**
 * Checks that `uri` is a WalletConnect v2 pairing URI (`wc:<topic>@2?relay-protocol=irn&symKey=...`)
 * and returns it trimmed.
 *
 * @throws InvalidUriError naming what is wrong.
 */
export function validatePairingUri(uri: unknown): string {
  const parsed = uriSchema.safeParse(uri)
  if (!parsed.success) throw new InvalidUriError({ details: parsed.error.issues[0]?.message })
  const { version, topic, symKey } = parseUri(parsed.data)
  if (version !== 2) throw new InvalidUriError({ details: `Expected version 2, got ${String(version)}` })
  if (!/^[0-9a-f]{64}$/i.test(topic)) throw new InvalidUriError({ details: 'The pairing topic is missing' })
  if (!/^[0-9a-f]{64}$/i.test(symKey ?? '')) throw new InvalidUriError({ details: 'The symKey is missing' })
  return parsed.data
}
