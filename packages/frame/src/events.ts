// The event types of the frame protocol, spelled out as literals: the wire format of the hosted
// kit's secure frame (`@w3m-app/...` from page to frame, `@w3m-frame/...` back), so a page can talk to
// either secure site by changing its URL.

/** Every request the page can make, with the type it posts and the two replies it waits for. */
export const FRAME_EVENTS = {
  SWITCH_NETWORK: {
    app: '@w3m-app/SWITCH_NETWORK',
    success: '@w3m-frame/SWITCH_NETWORK_SUCCESS',
    error: '@w3m-frame/SWITCH_NETWORK_ERROR',
  },
  CONNECT_EMAIL: {
    app: '@w3m-app/CONNECT_EMAIL',
    success: '@w3m-frame/CONNECT_EMAIL_SUCCESS',
    error: '@w3m-frame/CONNECT_EMAIL_ERROR',
  },
  CONNECT_DEVICE: {
    app: '@w3m-app/CONNECT_DEVICE',
    success: '@w3m-frame/CONNECT_DEVICE_SUCCESS',
    error: '@w3m-frame/CONNECT_DEVICE_ERROR',
  },
  CONNECT_OTP: {
    app: '@w3m-app/CONNECT_OTP',
    success: '@w3m-frame/CONNECT_OTP_SUCCESS',
    error: '@w3m-frame/CONNECT_OTP_ERROR',
  },
  CONNECT_SOCIAL: {
    app: '@w3m-app/CONNECT_SOCIAL',
    success: '@w3m-frame/CONNECT_SOCIAL_SUCCESS',
    error: '@w3m-frame/CONNECT_SOCIAL_ERROR',
  },
  GET_FARCASTER_URI: {
    app: '@w3m-app/GET_FARCASTER_URI',
    success: '@w3m-frame/GET_FARCASTER_URI_SUCCESS',
    error: '@w3m-frame/GET_FARCASTER_URI_ERROR',
  },
  CONNECT_FARCASTER: {
    app: '@w3m-app/CONNECT_FARCASTER',
    success: '@w3m-frame/CONNECT_FARCASTER_SUCCESS',
    error: '@w3m-frame/CONNECT_FARCASTER_ERROR',
  },
  GET_USER: {
    app: '@w3m-app/GET_USER',
    success: '@w3m-frame/GET_USER_SUCCESS',
    error: '@w3m-frame/GET_USER_ERROR',
  },
  GET_SOCIAL_REDIRECT_URI: {
    app: '@w3m-app/GET_SOCIAL_REDIRECT_URI',
    success: '@w3m-frame/GET_SOCIAL_REDIRECT_URI_SUCCESS',
    error: '@w3m-frame/GET_SOCIAL_REDIRECT_URI_ERROR',
  },
  SIGN_OUT: {
    app: '@w3m-app/SIGN_OUT',
    success: '@w3m-frame/SIGN_OUT_SUCCESS',
    error: '@w3m-frame/SIGN_OUT_ERROR',
  },
  IS_CONNECTED: {
    app: '@w3m-app/IS_CONNECTED',
    success: '@w3m-frame/IS_CONNECTED_SUCCESS',
    error: '@w3m-frame/IS_CONNECTED_ERROR',
  },
  GET_CHAIN_ID: {
    app: '@w3m-app/GET_CHAIN_ID',
    success: '@w3m-frame/GET_CHAIN_ID_SUCCESS',
    error: '@w3m-frame/GET_CHAIN_ID_ERROR',
  },
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: {
    app: '@w3m-app/GET_SMART_ACCOUNT_ENABLED_NETWORKS',
    success: '@w3m-frame/GET_SMART_ACCOUNT_ENABLED_NETWORKS_SUCCESS',
    error: '@w3m-frame/GET_SMART_ACCOUNT_ENABLED_NETWORKS_ERROR',
  },
  INIT_SMART_ACCOUNT: {
    app: '@w3m-app/INIT_SMART_ACCOUNT',
    success: '@w3m-frame/INIT_SMART_ACCOUNT_SUCCESS',
    error: '@w3m-frame/INIT_SMART_ACCOUNT_ERROR',
  },
  SET_PREFERRED_ACCOUNT: {
    app: '@w3m-app/SET_PREFERRED_ACCOUNT',
    success: '@w3m-frame/SET_PREFERRED_ACCOUNT_SUCCESS',
    error: '@w3m-frame/SET_PREFERRED_ACCOUNT_ERROR',
  },
  RPC_REQUEST: {
    app: '@w3m-app/RPC_REQUEST',
    success: '@w3m-frame/RPC_REQUEST_SUCCESS',
    error: '@w3m-frame/RPC_REQUEST_ERROR',
  },
  UPDATE_EMAIL: {
    app: '@w3m-app/UPDATE_EMAIL',
    success: '@w3m-frame/UPDATE_EMAIL_SUCCESS',
    error: '@w3m-frame/UPDATE_EMAIL_ERROR',
  },
  UPDATE_EMAIL_PRIMARY_OTP: {
    app: '@w3m-app/UPDATE_EMAIL_PRIMARY_OTP',
    success: '@w3m-frame/UPDATE_EMAIL_PRIMARY_OTP_SUCCESS',
    error: '@w3m-frame/UPDATE_EMAIL_PRIMARY_OTP_ERROR',
  },
  UPDATE_EMAIL_SECONDARY_OTP: {
    app: '@w3m-app/UPDATE_EMAIL_SECONDARY_OTP',
    success: '@w3m-frame/UPDATE_EMAIL_SECONDARY_OTP_SUCCESS',
    error: '@w3m-frame/UPDATE_EMAIL_SECONDARY_OTP_ERROR',
  },
  SYNC_THEME: {
    app: '@w3m-app/SYNC_THEME',
    success: '@w3m-frame/SYNC_THEME_SUCCESS',
    error: '@w3m-frame/SYNC_THEME_ERROR',
  },
  SYNC_DAPP_DATA: {
    app: '@w3m-app/SYNC_DAPP_DATA',
    success: '@w3m-frame/SYNC_DAPP_DATA_SUCCESS',
    error: '@w3m-frame/SYNC_DAPP_DATA_ERROR',
  },
  RELOAD: {
    app: '@w3m-app/RELOAD',
    success: '@w3m-frame/RELOAD_SUCCESS',
    error: '@w3m-frame/RELOAD_ERROR',
  },
  /**
   * Foyer's own (the hosted frame has none): the frame shows the visitor their private key after a
   * fresh email code, inside the frame only. The reply carries nothing; the key never reaches the page.
   */
  EXPORT_PRIVATE_KEY: {
    app: '@foyer-app/EXPORT_PRIVATE_KEY',
    success: '@foyer-frame/EXPORT_PRIVATE_KEY_SUCCESS',
    error: '@foyer-frame/EXPORT_PRIVATE_KEY_ERROR',
  },
  /**
   * Foyer's own: the frame's card creates a passkey for the signed-in wallet (the browser's sheet, on
   * the visitor's press inside the frame) and lists, removes the wallet's passkeys. The reply carries
   * nothing.
   */
  ADD_PASSKEY: {
    app: '@foyer-app/ADD_PASSKEY',
    success: '@foyer-frame/ADD_PASSKEY_SUCCESS',
    error: '@foyer-frame/ADD_PASSKEY_ERROR',
  },
  /** Foyer's own: the frame's card signs in with a passkey (no code); the reply is the user. */
  CONNECT_PASSKEY: {
    app: '@foyer-app/CONNECT_PASSKEY',
    success: '@foyer-frame/CONNECT_PASSKEY_SUCCESS',
    error: '@foyer-frame/CONNECT_PASSKEY_ERROR',
  },
  /** Foyer's own: the modal's language changed, so the frame's cards follow (one of FRAME_LOCALES). */
  SYNC_LOCALE: {
    app: '@foyer-app/SYNC_LOCALE',
    success: '@foyer-frame/SYNC_LOCALE_SUCCESS',
    error: '@foyer-frame/SYNC_LOCALE_ERROR',
  },
} as const

/** The frame's own announcements: it has loaded (READY) and its session token changed (SESSION_UPDATE). */
export const FRAME_READY = '@w3m-frame/READY'
export const FRAME_SESSION_UPDATE = '@w3m-frame/SESSION_UPDATE'

export type FrameEventName = keyof typeof FRAME_EVENTS
