import type { ViewName } from '@foyer/core'
import { type ComponentType, type LazyExoticComponent, lazy } from 'react'
import type { ViewProps } from '../views/types.js'

type LazyView = LazyExoticComponent<ComponentType<ViewProps<never>>>

// One chunk per view: opening the modal loads only the view it shows.
const Connect = lazy(() => import('../views/connect/ConnectView.js'))
const ConnectingExternal = lazy(() => import('../views/ConnectingExternalView.js'))
const Account = lazy(() => import('../views/AccountView.js'))
const Networks = lazy(() => import('../views/NetworksView.js'))
const UnsupportedChain = lazy(() => import('../views/UnsupportedChainView.js'))
const AllWallets = lazy(() => import('../views/AllWalletsView.js'))
const ConnectingWalletConnect = lazy(() => import('../views/ConnectingWalletConnectView.js'))
const ConnectingWalletConnectBasic = lazy(() => import('../views/ConnectingWalletConnectBasicView.js'))
const Receive = lazy(() => import('../views/ReceiveView.js'))
const Send = lazy(() => import('../views/send/SendView.js'))
const SendPreview = lazy(() => import('../views/send/SendPreviewView.js'))
const NotAvailable = lazy(() => import('../views/NotAvailableView.js'))

const views: Partial<Record<ViewName, LazyView>> = {
  Connect,
  ConnectingExternal,
  Account,
  Networks,
  UnsupportedChain,
  AllWallets,
  ConnectingWalletConnect,
  ConnectingWalletConnectBasic,
  Receive,
  Send,
  SendPreview,
}

/** The lazy component of a view; views of later issues get the 'Not available yet' shell. */
export function viewComponent(view: ViewName): LazyView {
  return views[view] ?? NotAvailable
}
