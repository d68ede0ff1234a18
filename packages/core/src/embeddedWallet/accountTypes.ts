import { setEmbedded } from '../storage/remember.js'
import type { FoyerStorage } from '../storage/storage.js'
import type { EmbeddedAccountType } from './types.js'

/**
 * The account that should act for an embedded-wallet user, or undefined to leave the secure site's
 * preference as it is: the EOA when the app turned smart accounts off, else the user's own choice made
 * in this browser (it wins), else the EOA when the app's `defaultAccountTypes.eip155` is 'eoa'. The
 * smart account is the secure site's own default, so an app that keeps it changes nothing, and a user
 * who picked their EOA before keeps it.
 */
export function wantedAccountType(parameters: {
  smartAccounts: boolean
  appDefault: EmbeddedAccountType | undefined
  ownChoice: EmbeddedAccountType | undefined
}): EmbeddedAccountType | undefined {
  if (!parameters.smartAccounts) return 'eoa'
  return parameters.ownChoice ?? (parameters.appDefault === 'eoa' ? 'eoa' : undefined)
}

type Choices = Record<string, EmbeddedAccountType>

function readChoices(storage: FoyerStorage): Choices {
  try {
    const parsed: unknown = JSON.parse(storage.getEmbedded('accountTypeChoices') ?? '{}')
    return parsed && typeof parsed === 'object' ? (parsed as Choices) : {}
  } catch {
    return {}
  }
}

/** The type the user picked themselves in this browser (Switch to your EOA / smart account), by their EOA. */
export function ownAccountType(storage: FoyerStorage, eoa: string): EmbeddedAccountType | undefined {
  const choice = readChoices(storage)[eoa.toLowerCase()]
  return choice === 'eoa' || choice === 'smartAccount' ? choice : undefined
}

/** Remembers the user's own switch, per user (a browser can be shared), so it wins over the app's default. */
export function rememberOwnAccountType(storage: FoyerStorage, eoa: string, type: EmbeddedAccountType): void {
  setEmbedded(
    storage,
    'accountTypeChoices',
    JSON.stringify({ ...readChoices(storage), [eoa.toLowerCase()]: type }),
  )
}
