import type { Route } from '@foyer/core'
import type { Translate } from '../i18n/format.js'

/** The header title of a route; it also labels the dialog. */
export function viewTitle(route: Route | undefined, t: Translate): string {
  switch (route?.view) {
    case undefined:
    case 'Connect':
      return t('titleConnect')
    case 'Account':
      return t('titleAccount')
    case 'AllWallets':
      return t('titleAllWallets')
    case 'Networks':
      return t('titleNetworks')
    case 'UnsupportedChain':
      return t('titleUnsupportedChain')
    case 'Receive':
      return t('titleReceive')
    case 'Send':
      return t('send')
    case 'SendPreview':
      return t('titleSendPreview')
    case 'ConnectingExternal':
      return route.data.connector.name
    case 'ConnectingWalletConnect':
    case 'ConnectingWalletConnectBasic':
      return t('titleWalletConnect')
    default:
      return t('titleNotAvailable')
  }
}
