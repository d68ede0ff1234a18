import type { Alert, AlertId } from '../store/types.js'
import { PROJECT_ID_NOT_CONFIGURED } from './projectIdNotConfigured.js'

/** The §8 alerts with the texts the modal shows. */
export const ALERTS: { readonly [id in AlertId]: Alert } = {
  NetworkNotFound: {
    id: 'NetworkNotFound',
    title: 'Network Not Found',
    message: 'Network not found - make sure it is included in the "networks" option of createFoyer',
    variant: 'error',
  },
  InvalidAppConfiguration: {
    id: 'InvalidAppConfiguration',
    title: 'Invalid App Configuration',
    message: 'Origin not found on the allowlist - update the project configuration',
    variant: 'error',
  },
  NetworkError: {
    id: 'NetworkError',
    title: 'Network Error',
    message: 'Could not load embedded wallet. Please try again later.',
    variant: 'error',
  },
  EmbeddedWalletRequestTimedOut: {
    id: 'EmbeddedWalletRequestTimedOut',
    title: 'Embedded Wallet Request Timed Out',
    message: 'There was an issue doing the request to the embedded wallet. Please try again later.',
    variant: 'error',
  },
  SessionExpired: {
    id: 'SessionExpired',
    title: 'Session Expired',
    message: 'Invalid session found - please check your time settings and connect again',
    variant: 'error',
  },
  InvalidProjectId: {
    id: 'InvalidProjectId',
    title: 'Invalid Project ID',
    message: 'Invalid Project ID - update the project configuration',
    variant: 'error',
  },
  ProjectIdNotConfigured: PROJECT_ID_NOT_CONFIGURED,
  IframeLoadFailed: {
    id: 'IframeLoadFailed',
    title: 'Iframe Load Failed',
    message: 'There was an issue loading the embedded wallet. Please try again later.',
    variant: 'error',
  },
  IframeRequestTimeout: {
    id: 'IframeRequestTimeout',
    title: 'Iframe Request Timeout',
    message: 'The embedded wallet did not answer in time. Please try again later.',
    variant: 'error',
  },
  UnverifiedDomain: {
    id: 'UnverifiedDomain',
    title: 'Unverified Domain',
    message: 'This domain is not verified for the project - add it to the allowed origins',
    variant: 'warning',
  },
}

const SERVER_MESSAGES: ReadonlyArray<readonly [string, AlertId]> = [
  ['Unauthorized: origin not allowed', 'InvalidAppConfiguration'],
  ['JWT validation error: JWT Token is not yet valid', 'SessionExpired'],
  ['Unauthorized: invalid key', 'InvalidProjectId'],
]

/**
 * The alert for a Foyer service's error message (§8 server message mapping), or undefined
 * for messages that have none. Matches when the message contains the server's text.
 */
export function alertForServerMessage(message: string): Alert | undefined {
  if (typeof message !== 'string') return undefined
  const entry = SERVER_MESSAGES.find(([text]) => message.includes(text))
  return entry ? ALERTS[entry[1]] : undefined
}
