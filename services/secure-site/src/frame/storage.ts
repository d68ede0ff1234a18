// Where the frame keeps this browser's device secret and its session. Deployed, the frame is another site
// than the page, so the browser partitions its storage by the page's site (Chromium, Firefox, Safari) or
// denies it (third-party storage blocked: reading `localStorage` throws). Denied, both live in memory for
// the page's life and a reload asks the visitor to sign in again; the Storage Access API may give the
// secure site's own storage back, but only where the browser already granted it or after a click inside
// the frame (never a prompt at page load).

/** The part of the Web Storage interface the frame uses. */
export interface KeyValueStore {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}

/**
 * - `local`: the frame's own localStorage (partitioned by the page's site where the browser does so).
 * - `memory`: storage denied; nothing outlives the page.
 * - `granted`: the secure site's storage given by the Storage Access API.
 */
type StorageKind = 'local' | 'memory' | 'granted'

export interface FrameStorage {
  readonly kind: StorageKind
  get(key: string): string | undefined
  set(key: string, value: string | undefined): void
  /**
   * Moves to the storage the Storage Access API granted. Entries made in memory during this page's life
   * go along when they hold a session (the visitor signed in here); otherwise the granted storage's own
   * entries win and memory only fills in what it lacks.
   */
  adopt(store: KeyValueStore): void
}

const PROBE_KEY = 'foyer-secure:probe'

/** The store when it can be read and written, else undefined (a denied localStorage throws on access). */
function usableStore(open: () => KeyValueStore | null | undefined): KeyValueStore | undefined {
  try {
    const store = open()
    if (!store) return undefined
    store.setItem(PROBE_KEY, '1')
    store.removeItem(PROBE_KEY)
    return store
  } catch {
    return undefined
  }
}

function memoryStore(): KeyValueStore & { entries(): [string, string][] } {
  const map = new Map<string, string>()
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
    entries: () => [...map.entries()],
  }
}

/** The frame's storage: its localStorage when the browser allows it, else memory. */
export function openFrameStorage(open: () => KeyValueStore | null | undefined): FrameStorage {
  const local = usableStore(open)
  const memory = memoryStore()
  let store: KeyValueStore = local ?? memory
  let kind: StorageKind = local ? 'local' : 'memory'
  // A full or revoked storage loses the entry, not the call.
  const safely = (action: () => void) => {
    try {
      action()
    } catch {}
  }
  return {
    get kind() {
      return kind
    },
    get(key) {
      try {
        return store.getItem(key) ?? undefined
      } catch {
        return undefined
      }
    },
    set(key, value) {
      safely(() => (value === undefined ? store.removeItem(key) : store.setItem(key, value)))
    },
    adopt(granted) {
      if (kind !== 'memory') return
      const entries = memory.entries()
      const signedIn = entries.some(([key]) => key.startsWith(SESSION_KEY_PREFIX))
      for (const [key, value] of entries)
        if (signedIn || granted.getItem(key) === null) safely(() => granted.setItem(key, value))
      store = granted
      kind = 'granted'
    },
  }
}

/** Session entries are per page origin: a granted (unpartitioned) storage is shared by every app. */
export const SESSION_KEY_PREFIX = 'foyer-secure:session:'

/**
 * The attribute of a control whose click creates a passkey. That click's user activation is the
 * passkey's: creating one in a cross-site frame needs it, and a refused storage request consumes it
 * (Chromium then refused the passkey whenever the refusal came first), so storage access waits for the
 * visitor's next other click. Using a passkey needs no activation: those clicks still ask.
 */
export const CREATES_PASSKEY = 'data-creates-passkey'

type ClickListener = (event: { target?: unknown }) => void

interface StorageAccessDocument {
  hasStorageAccess?: () => Promise<boolean>
  requestStorageAccess?: (types?: { localStorage?: boolean }) => Promise<unknown>
  addEventListener(type: 'click', listener: ClickListener, options: { capture: boolean }): void
  removeEventListener(type: 'click', listener: ClickListener, options: { capture: boolean }): void
}

const createsPasskey = (target: unknown) =>
  Boolean((target as { closest?: (selector: string) => unknown } | null)?.closest?.(`[${CREATES_PASSKEY}]`))

interface PermissionsLike {
  query(descriptor: { name: string }): Promise<{ state: string }>
}

/** The localStorage of a Storage Access API answer (Chromium's handle), else the window's own, re-read. */
function grantedStore(handle: unknown, reopen: () => KeyValueStore | null | undefined) {
  const fromHandle = (handle as { localStorage?: KeyValueStore } | undefined)?.localStorage
  return usableStore(() => fromHandle) ?? usableStore(reopen)
}

/**
 * Asks for the secure site's own storage when the frame has none: at once only if the browser already
 * granted it (no prompt then), else on the visitor's first click inside the frame (Approve, Send code)
 * that does not create a passkey (CREATES_PASSKEY), once per page. A refusal leaves the frame in
 * memory. Resolves `onGranted` after `storage.adopt`.
 */
export function requestStorageAccessWhenUseful(
  doc: StorageAccessDocument,
  storage: FrameStorage,
  options: {
    permissions?: PermissionsLike | undefined
    reopen: () => KeyValueStore | null | undefined
    onGranted: () => void
  },
): void {
  const request = doc.requestStorageAccess
  if (storage.kind !== 'memory' || typeof request !== 'function') return
  const ask = async () => {
    if (storage.kind !== 'memory') return
    try {
      const store = grantedStore(await request.call(doc, { localStorage: true }), options.reopen)
      if (!store) return
      storage.adopt(store)
      options.onGranted()
    } catch {
      // Refused (no prompt allowed, the visitor said no, or the browser never grants it): memory it is.
    }
  }
  const onClick: ClickListener = (event) => {
    if (createsPasskey(event.target)) return
    doc.removeEventListener('click', onClick, { capture: true })
    void ask()
  }
  doc.addEventListener('click', onClick, { capture: true })
  options.permissions
    ?.query({ name: 'storage-access' })
    .then(({ state }) => {
      if (state === 'granted') {
        doc.removeEventListener('click', onClick, { capture: true })
        return ask()
      }
      return undefined
    })
    .catch(() => undefined)
}
