import type { Route } from '@foyer/core'
import { SOCIAL_NAMES } from '../components/socialNames.js'
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
    case 'ConnectingMultiChain':
      return route.data.connector.name
    case 'ConnectingWalletConnect':
      // Pairing with a wallet the visitor picked: its name, as on the Connecting view of an installed one.
      return route.data.walletName || t('titleWalletConnect')
    case 'ConnectingWalletConnectBasic':
      return t('titleWalletConnect')
    case 'WhatIsAWallet':
      return t('titleWhatIsAWallet')
    case 'EmailVerifyOtp':
      return t('titleEmailVerifyOtp')
    case 'EmailVerifyDevice':
      return t('titleEmailVerifyDevice')
    case 'UpdateEmailWallet':
      return t('titleUpdateEmail')
    case 'UpdateEmailPrimaryOtp':
      return t('titleUpdateEmailPrimaryOtp')
    case 'UpdateEmailSecondaryOtp':
      return t('titleUpdateEmailSecondaryOtp')
    case 'OnRampProviders':
      return t('titleOnRampProviders')
    case 'OnRampActivity':
      return t('titleOnRampActivity')
    case 'Swap':
      return t('titleSwap')
    case 'SwapSelectToken':
      return t('titleSwapSelectToken')
    case 'SwapPreview':
      return t('titleSwapPreview')
    case 'Pay':
      return t('titlePay')
    case 'PayLoading':
      return t('titlePayLoading')
    case 'ConnectingFarcaster':
      return t('titleConnectingFarcaster')
    case 'ConnectSocials':
      return t('titleConnectSocials')
    case 'ConnectingSocial':
      return t('titleConnectingSocial', { provider: SOCIAL_NAMES[route.data.provider] })
    case 'ApproveTransaction':
      return t('titleApproveTransaction')
    case 'SIWXSignMessage':
    case 'ConnectingSiwe':
      return t('titleSignIn')
    case 'RegisterAccountName':
      return t('titleRegisterAccountName')
    case 'RegisterAccountNameSuccess':
      return t('titleRegisterAccountNameSuccess')
    default:
      return t('titleNotAvailable')
  }
}
