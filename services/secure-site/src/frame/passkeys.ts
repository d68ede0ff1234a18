// Passkeys on the secure site's own cards: the wallet's list with Add and Remove, and sign-in with a
// passkey. The browser's passkey sheet opens on the visitor's press inside this frame, never the page's.

import { FrameReplyError } from '@foyer/frame'
import type {
  AuthenticationResponse,
  PasskeyOptionsJson,
  RegistrationResponse,
} from '@foyer/frame/secure-site'
import { USER_REJECTED } from './approval.js'
import { element, installStyles } from './cardStyles.js'
import { type DeviceKeyApi, deviceKeySection, giveKeyTo, type KeyGiven } from './deviceKeyCard.js'
import { CREATES_PASSKEY } from './storage.js'
import { type FrameTexts, format, textsOf } from './texts.js'
import { createPasskey, usePasskey, webAuthnAvailable } from './webauthn.js'

export interface PasskeyListApi {
  list(): Promise<{ id: string; createdAt: string }[]>
  registrationOptions(): Promise<PasskeyOptionsJson>
  /** Stores a new passkey; returns its credential id. */
  register(response: RegistrationResponse): Promise<string>
  /** Removes one; the last needs `otp` (a code sent by `sendRemoveCode`). */
  remove(id: string, otp?: string): Promise<void>
  sendRemoveCode(): Promise<void>
  /** 'Keep the key on my devices' (deviceKeyCard.ts), on this card. */
  device?: Omit<DeviceKeyApi, 'addPasskey'>
}

/** What the card says about a failure: the WebAuthn sheet's and the server's, in the card's language. */
function passkeyErrorText(error: unknown, t: FrameTexts): string {
  if (error instanceof DOMException) return t.passkeyFailed
  const code = (error as { code?: unknown }).code
  if (code === 'PASSKEY_UNKNOWN') return t.passkeyUnknown
  if (code === 'PASSKEY_REFUSED') return t.passkeyFailed
  if (code === 'PRF_UNAVAILABLE') return t.keepOnDeviceNoPrf
  if (code === 'DEVICE_KEY_LAST') return t.deviceKeyLast
  return error instanceof Error && error.message ? error.message : t.passkeyFailed
}

/** What the card says after 'Give this passkey the key'. */
const GIVEN_TEXT: Record<KeyGiven, (t: FrameTexts) => string> = {
  given: (t) => t.keyGiven,
  'not-given': (t) => t.keyNotGiven,
  cannot: (t) => t.passkeyCannotHoldKey,
  server: () => '',
}

/** A card with a title, body and actions; `close` takes it away. */
function openCard(doc: Document, titleText: string) {
  installStyles(doc)
  const title = element(doc, 'h1', { id: 'foyer-passkey-title', textContent: titleText })
  const status = element(doc, 'p', { className: 'status', id: 'foyer-passkey-status' })
  status.setAttribute('role', 'status')
  const card = element(doc, 'div', { className: 'card' })
  card.setAttribute('role', 'dialog')
  card.setAttribute('aria-modal', 'true')
  card.setAttribute('aria-labelledby', title.id)
  const backdrop = element(doc, 'div', { className: 'backdrop' }, [card])
  doc.body.appendChild(backdrop)
  return {
    status,
    show(body: Node[], actions: HTMLButtonElement[], focus?: HTMLElement) {
      card.replaceChildren(title, ...body, element(doc, 'div', { className: 'actions' }, actions), status)
      ;(focus ?? actions.at(-1))?.focus()
    },
    close: () => backdrop.remove(),
  }
}

const button = (doc: Document, text: string, onClick: () => void, primary = false) => {
  const node = element(doc, 'button', { type: 'button', textContent: text })
  if (primary) node.className = 'primary'
  node.addEventListener('click', onClick)
  return node
}

/**
 * The wallet's passkeys: the list (each with Remove), Add a passkey and Done. Removing the last one asks
 * for a code from the mail on this card. Resolves on Done or Escape.
 */
export function managePasskeys(
  doc: Document,
  win: Window,
  email: string | undefined,
  api: PasskeyListApi,
  appOrigin = '',
) {
  const t = textsOf(doc)
  const card = openCard(doc, t.passkeysTitle)
  return new Promise<void>((resolve) => {
    const finish = () => {
      doc.removeEventListener('keydown', onKey)
      card.close()
      resolve()
    }
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') finish()
    }
    doc.addEventListener('keydown', onKey)
    const fail = (error: unknown) => {
      card.status.textContent = passkeyErrorText(error, t)
      void render()
    }
    const newPasskey = async () => api.register(await createPasskey(win, await api.registrationOptions()))
    const device = api.device && { ...api.device, addPasskey: newPasskey }
    const host = {
      doc,
      win,
      t,
      status: card.status,
      show: card.show,
      render: () => render(),
      // The list first, then the status: what the status says is on the card when it says it.
      settle: async (text: string) => {
        await render()
        card.status.textContent = text
      },
      fail,
      appOrigin,
    }
    const add = async () => {
      card.status.textContent = t.passkeyWaiting
      const id = await newPasskey()
      // Device mode: the new passkey holds the key too (a passkey that holds it opens it first).
      const given = device ? await giveKeyTo(device, host, id) : 'server'
      await host.settle(given === 'not-given' ? t.passkeyAddedNoKey : t.passkeyAdded)
    }
    // 'Give this passkey the key': the wrap step again, for a passkey the server lists without the key.
    const giveKey = async (id: string) => {
      if (!device) return
      card.status.textContent = t.passkeyWaiting
      const given = await giveKeyTo(device, host, id).catch((): KeyGiven => 'not-given')
      await host.settle(GIVEN_TEXT[given](t))
    }
    const askCode = (id: string) => {
      const input = element(doc, 'input', { id: 'foyer-passkey-code', inputMode: 'numeric', maxLength: 6 })
      input.className = 'code'
      input.autocomplete = 'one-time-code'
      const label = element(doc, 'label', { htmlFor: input.id, textContent: t.codeLabel })
      const confirm = button(
        doc,
        t.confirm,
        () => {
          const code = input.value.replace(/\D/g, '')
          if (code.length !== 6) {
            card.status.textContent = t.enterCode
            return
          }
          api.remove(id, code).then(() => {
            card.status.textContent = ''
            return render()
          }, fail)
        },
        true,
      )
      const intro = element(doc, 'p', {
        textContent: format(t.passkeyRemoveLast, { email: email ?? t.yourEmail }),
      })
      card.show([intro, label, input], [button(doc, t.cancel, () => void render()), confirm], input)
    }
    // A passkey without the key says so; one that can hold it (PRF) gets 'Give this passkey the key'.
    const keyNote = (canHold: boolean, index: number, id: string): HTMLElement[] => {
      const note = element(doc, 'span', {
        className: 'hint',
        id: `foyer-passkey-key-${index}`,
        textContent: canHold ? t.passkeyLacksKey : t.passkeyCannotHoldKey,
      })
      if (!canHold) return [note]
      const give = button(
        doc,
        t.giveKey,
        () => {
          give.disabled = true
          void giveKey(id)
        },
        true,
      )
      give.setAttribute('aria-describedby', note.id)
      return [note, give]
    }
    const remove = (id: string) =>
      api.remove(id).then(render, (error: unknown) => {
        if ((error as { code?: unknown }).code !== 'PASSKEY_LAST') return fail(error)
        return api.sendRemoveCode().then(() => askCode(id), fail)
      })
    const render = async () => {
      const keys = await api.list().catch(() => [])
      // Which passkeys hold the key: the server's wrappings, read again on every render.
      const state = device ? await device.state().catch(() => undefined) : undefined
      const items = keys.map((key, index) => {
        const item = element(doc, 'li', {}, [
          format(t.passkeyItem, {
            date: new Date(key.createdAt).toLocaleDateString(doc.documentElement.lang || 'en'),
          }),
          ' ',
          button(doc, t.remove, () => void remove(key.id)),
        ])
        const held =
          state?.mode === 'device' ? state.passkeys.find((entry) => entry.id === key.id) : undefined
        if (held && !held.holdsKey) item.append(...keyNote(held.prf !== false, index, key.id))
        return item
      })
      const list = items.length
        ? element(doc, 'ul', {}, items)
        : element(doc, 'p', { textContent: t.passkeyNone })
      const canAdd = webAuthnAvailable(win)
      if (!canAdd) card.status.textContent = t.passkeyUnavailable
      const addButton = button(
        doc,
        t.addPasskey,
        () => {
          addButton.disabled = true
          add().catch(fail)
        },
        true,
      )
      addButton.disabled = !canAdd
      addButton.setAttribute(CREATES_PASSKEY, '')
      const deviceNodes = device && state ? await deviceKeySection(device, host, state) : []
      card.show(
        [element(doc, 'p', { textContent: t.passkeyIntro }), list, ...deviceNodes],
        [button(doc, t.done, finish), addButton],
      )
    }
    void render()
  })
}

/**
 * Sign-in with a passkey: Continue opens the device's sheet over a challenge for this browser; an
 * unknown passkey says so and may try again. Resolves with the session; Cancel or Escape reject.
 */
export function signInWithPasskey(
  doc: Document,
  win: Window,
  api: { options(): Promise<PasskeyOptionsJson>; login(response: AuthenticationResponse): Promise<string> },
): Promise<string> {
  const t = textsOf(doc)
  const card = openCard(doc, t.passkeySignInTitle)
  return new Promise<string>((resolve, reject) => {
    const finish = (result?: string) => {
      doc.removeEventListener('keydown', onKey)
      card.close()
      if (result) resolve(result)
      else reject(new FrameReplyError(USER_REJECTED, { code: 'USER_REJECTED' }))
    }
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') finish()
    }
    doc.addEventListener('keydown', onKey)
    const go = button(
      doc,
      t.continueButton,
      () => {
        go.disabled = true
        card.status.textContent = t.passkeyWaiting
        api
          .options()
          .then((options) => usePasskey(win, options))
          .then((response) => api.login(response))
          .then(finish, (error: unknown) => {
            go.disabled = false
            card.status.textContent = passkeyErrorText(error, t)
          })
      },
      true,
    )
    go.disabled = !webAuthnAvailable(win)
    if (go.disabled) card.status.textContent = t.passkeyUnavailable
    card.show(
      [element(doc, 'p', { textContent: t.passkeySignInIntro })],
      [button(doc, t.cancel, () => finish()), go],
    )
  })
}

/**
 * The assertion that confirms one request, when the server asks for one (`options` undefined: it does
 * not). A closed or failed sheet is the visitor declining: 'User rejected the request.'.
 */
export async function confirmWithPasskey(
  win: Window,
  options: PasskeyOptionsJson | undefined,
): Promise<AuthenticationResponse | undefined> {
  if (!options) return undefined
  try {
    return await usePasskey(win, options)
  } catch {
    throw new FrameReplyError(USER_REJECTED, { code: 'USER_REJECTED' })
  }
}
