import type { ViewName } from '@foyer/core'
import type { ComponentType } from 'react'
import { type Loadable, loadable } from '../loading/loadable.js'
import ConnectView from '../views/connect/ConnectView.js'
import type { ViewProps } from '../views/types.js'

type LoadableView = Loadable<{ default: ComponentType<ViewProps<never>> }>

// Connect is the view of nearly every first open: it comes in the modal's own chunk, so the first click
// costs one round trip, not a second one for the view once the modal has rendered. Each other view has
// its own chunk, loaded when it is shown (or on intent); what they share with Connect and the modal is
// already in that first chunk.
const connectModule = { default: ConnectView }
const Connect: LoadableView = {
  loaded: () => connectModule,
  failure: () => undefined,
  reset() {},
  preload: () => Promise.resolve(connectModule),
}
const ConnectingExternal = loadable(() => import('../views/ConnectingExternalView.js'))
const ConnectingMultiChain = loadable(() => import('../views/connect/ConnectingMultiChainView.js'))
const Account = loadable(() => import('../views/AccountView.js'))
const Networks = loadable(() => import('../views/NetworksView.js'))
const UnsupportedChain = loadable(() => import('../views/UnsupportedChainView.js'))
const AllWallets = loadable(() => import('../views/AllWalletsView.js'))
const ConnectingWalletConnect = loadable(() => import('../views/ConnectingWalletConnectView.js'))
const ConnectingWalletConnectBasic = loadable(() => import('../views/ConnectingWalletConnectBasicView.js'))
const Receive = loadable(() => import('../views/ReceiveView.js'))
const Send = loadable(() => import('../views/send/SendView.js'))
const SendPreview = loadable(() => import('../views/send/SendPreviewView.js'))
const WhatIsAWallet = loadable(() => import('../views/WhatIsAWalletView.js'))
const EmailVerifyOtp = loadable(() => import('../views/email/EmailVerifyOtpView.js'))
const EmailVerifyDevice = loadable(() => import('../views/email/EmailVerifyDeviceView.js'))
const UpdateEmailWallet = loadable(() => import('../views/email/UpdateEmailWalletView.js'))
const UpdateEmailPrimaryOtp = loadable(() => import('../views/email/UpdateEmailPrimaryOtpView.js'))
const UpdateEmailSecondaryOtp = loadable(() => import('../views/email/UpdateEmailSecondaryOtpView.js'))
const ApproveTransaction = loadable(() => import('../views/ApproveTransactionView.js'))
const SIWXSignMessage = loadable(() => import('../views/SIWXSignMessageView.js'))
const RegisterAccountName = loadable(() => import('../views/names/RegisterAccountNameView.js'))
const RegisterAccountNameSuccess = loadable(() => import('../views/names/RegisterAccountNameSuccessView.js'))
const ConnectSocials = loadable(() => import('../views/connect/ConnectSocialsView.js'))
const ConnectingSocial = loadable(() => import('../views/ConnectingSocialView.js'))
const Swap = loadable(() => import('../views/swap/SwapView.js'))
const SwapSelectToken = loadable(() => import('../views/swap/SwapSelectTokenView.js'))
const SwapPreview = loadable(() => import('../views/swap/SwapPreviewView.js'))
const OnRampProviders = loadable(() => import('../views/onramp/OnRampProvidersView.js'))
const OnRampActivity = loadable(() => import('../views/onramp/OnRampActivityView.js'))
const Pay = loadable(() => import('../views/pay/PayView.js'))
const PayLoading = loadable(() => import('../views/pay/PayLoadingView.js'))
const ConnectingFarcaster = loadable(() => import('../views/ConnectingFarcasterView.js'))

// Every view has its chunk: a view name without one does not compile.
const views: Record<ViewName, LoadableView> = {
  Connect,
  ConnectingExternal,
  ConnectingMultiChain,
  Account,
  Networks,
  UnsupportedChain,
  AllWallets,
  ConnectingWalletConnect,
  ConnectingWalletConnectBasic,
  Receive,
  Send,
  SendPreview,
  WhatIsAWallet,
  EmailVerifyOtp,
  EmailVerifyDevice,
  UpdateEmailWallet,
  UpdateEmailPrimaryOtp,
  UpdateEmailSecondaryOtp,
  ApproveTransaction,
  SIWXSignMessage,
  // The legacy siweConfig form's name for the same view.
  ConnectingSiwe: SIWXSignMessage,
  RegisterAccountName,
  RegisterAccountNameSuccess,
  ConnectSocials,
  ConnectingSocial,
  ConnectingFarcaster,
  Swap,
  SwapSelectToken,
  SwapPreview,
  OnRampProviders,
  OnRampActivity,
  Pay,
  PayLoading,
}

/** A view's chunk (Connect's is the modal's own, loaded from the start). */
export function viewChunk(view: ViewName): LoadableView {
  return views[view]
}

/** Forgets a view chunk's failed load, so showing the view again imports it again. */
export function resetView(view: ViewName): void {
  views[view].reset()
}

/** Starts loading a view's chunk ahead of showing it. */
export function preloadView(view: ViewName): void {
  void views[view].preload()
}
