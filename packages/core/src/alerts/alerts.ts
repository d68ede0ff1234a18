import type { Alert, AlertId } from '../store/types.js'
import { PROJECT_ID_NOT_CONFIGURED } from './projectIdNotConfigured.js'

/** The service alerts; their texts are ids the modal renders from its locale tables (`alert<Id>Title`, `alert<Id>`). */
export const ALERTS: { readonly [id in AlertId]: Alert } = {
  NetworkNotFound: {
    id: 'NetworkNotFound',
    title: { id: 'alertNetworkNotFoundTitle' },
    message: { id: 'alertNetworkNotFound' },
    variant: 'error',
  },
  InvalidAppConfiguration: {
    id: 'InvalidAppConfiguration',
    title: { id: 'alertInvalidAppConfigurationTitle' },
    message: { id: 'alertInvalidAppConfiguration' },
    variant: 'error',
  },
  NetworkError: {
    id: 'NetworkError',
    title: { id: 'alertNetworkErrorTitle' },
    message: { id: 'alertNetworkError' },
    variant: 'error',
  },
  EmbeddedWalletRequestTimedOut: {
    id: 'EmbeddedWalletRequestTimedOut',
    title: { id: 'alertEmbeddedWalletRequestTimedOutTitle' },
    message: { id: 'alertEmbeddedWalletRequestTimedOut' },
    variant: 'error',
  },
  SessionExpired: {
    id: 'SessionExpired',
    title: { id: 'alertSessionExpiredTitle' },
    message: { id: 'alertSessionExpired' },
    variant: 'error',
  },
  InvalidProjectId: {
    id: 'InvalidProjectId',
    title: { id: 'alertInvalidProjectIdTitle' },
    message: { id: 'alertInvalidProjectId' },
    variant: 'error',
  },
  ProjectIdNotConfigured: PROJECT_ID_NOT_CONFIGURED,
  IframeLoadFailed: {
    id: 'IframeLoadFailed',
    title: { id: 'alertIframeLoadFailedTitle' },
    message: { id: 'alertIframeLoadFailed' },
    variant: 'error',
  },
  IframeRequestTimeout: {
    id: 'IframeRequestTimeout',
    title: { id: 'alertIframeRequestTimeoutTitle' },
    message: { id: 'alertIframeRequestTimeout' },
    variant: 'error',
  },
  UnverifiedDomain: {
    id: 'UnverifiedDomain',
    title: { id: 'alertUnverifiedDomainTitle' },
    message: { id: 'alertUnverifiedDomain' },
    variant: 'warning',
  },
}

const SERVER_MESSAGES: ReadonlyArray<readonly [string, AlertId]> = [
  ['Unauthorized: origin not allowed', 'InvalidAppConfiguration'],
  ['JWT validation error: JWT Token is not yet valid', 'SessionExpired'],
  ['Unauthorized: invalid key', 'InvalidProjectId'],
]

/**
 * The alert for a Foyer service's error message (server message to alert), or undefined
 * for messages that have none. Matches when the message contains the server's text.
 */
export function alertForServerMessage(message: string): Alert | undefined {
  if (typeof message !== 'string') return undefined
  const entry = SERVER_MESSAGES.find(([text]) => message.includes(text))
  return entry ? ALERTS[entry[1]] : undefined
}
