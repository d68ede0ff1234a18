export { InvalidParameterError, type InvalidParameterErrorType } from '@foyer/core'
export { Avatar, type AvatarProps } from './components/Avatar.js'
export { ConnectButton, type ConnectButtonProps } from './components/ConnectButton.js'
export { NetworkButton, type NetworkButtonProps } from './components/NetworkButton.js'
export { FoyerProvider, type FoyerProviderProps } from './context/FoyerProvider.js'
export { FoyerProviderNotFoundError, type FoyerProviderNotFoundErrorType } from './errors/errors.js'
export { type UseDisconnectReturnType, useDisconnect } from './hooks/useDisconnect.js'
export { type UseFoyerReturnType, useFoyer } from './hooks/useFoyer.js'
export {
  type FoyerAccountType,
  type UseFoyerAccountReturnType,
  useFoyerAccount,
} from './hooks/useFoyerAccount.js'
export { type UseFoyerLocaleReturnType, useFoyerLocale } from './hooks/useFoyerLocale.js'
export { type UseFoyerNetworkReturnType, useFoyerNetwork } from './hooks/useFoyerNetwork.js'
export { type EqualityFn, shallowEqual, useFoyerSelector } from './hooks/useFoyerSelector.js'
export { type UseFoyerSessionReturnType, useFoyerSession } from './hooks/useFoyerSession.js'
export { type UseFoyerStateReturnType, useFoyerState } from './hooks/useFoyerState.js'
export { type UsePayReturnType, usePay } from './hooks/usePay.js'
export { type UseWalletInfoReturnType, useWalletInfo } from './hooks/useWalletInfo.js'
export { en, type MessageId, type Messages } from './i18n/en.js'
export type { MessageValues, Translate } from './i18n/format.js'
export { type FormatMessageOptions, formatMessage } from './i18n/formatMessage.js'
export { LOCALES, type Locale, matchLocale } from './i18n/locales.js'
