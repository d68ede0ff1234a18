// 'Keep the key on my devices' on the frame's Passkeys card: the switch, the recovery kit shown once,
// turning it off, and recovery in a new browser from the kit. The PRF output, the unwrapped key and the
// kit's secret live in this frame's memory for one step and are dropped; none is posted to the page.
import type { AuthenticationResponse, DeviceKeyState, PasskeyOptionsJson } from '@foyer/frame/secure-site'
import { element } from './cardStyles.js'
import {
  kitSecretOf,
  newRecoveryKit,
  toB64url,
  unwrapKey,
  wrapKey,
  wrapProofMessage,
} from './deviceKeyCrypto.js'
import { CREATES_PASSKEY } from './storage.js'
import type { FrameTexts } from './texts.js'
import { usePasskeyWithPrf, webAuthnAvailable } from './webauthn.js'

type Hex = `0x${string}`

export interface DeviceKeyApi {
  state(): Promise<DeviceKeyState>
  options(
    action: 'enable' | 'disable' | 'wrap',
    credentialId?: string,
  ): Promise<{ options: PasskeyOptionsJson; salt: string; wraps: Record<string, string> }>
  unlock(passkey: AuthenticationResponse): Promise<{ privateKey: Hex; ticket: string }>
  enable(body: { ticket: string; credentialId: string; wrapped: string; recovery: string }): Promise<void>
  disable(passkey: AuthenticationResponse, privateKey: Hex): Promise<void>
  wrap(passkey: AuthenticationResponse, wrapped: string, proof: Hex): Promise<void>
  recovery(): Promise<{ wrapped: string; address: Hex }>
  /** Adds a passkey (the card's own Add flow); returns its credential id. */
  addPasskey(): Promise<string>
}

/** What the card needs of its host: where to draw, where to say things, and how to redraw. */
export interface CardHost {
  doc: Document
  win: Window
  t: FrameTexts
  status: HTMLElement
  show(body: Node[], actions: HTMLButtonElement[], focus?: HTMLElement): void
  render(): Promise<void>
  /** Redraws the card, then says `text`: a status never speaks of a list the card does not show yet. */
  settle(text: string): Promise<void>
  fail(error: unknown): void
  appOrigin: string
}

const button = (doc: Document, text: string, onClick: () => void, primary = false) => {
  const node = element(doc, 'button', { type: 'button', textContent: text })
  if (primary) node.className = 'primary'
  node.addEventListener('click', onClick)
  return node
}

class NoPrfError extends Error {}

/** An assertion with the PRF extension; NoPrfError when the browser or passkey gave no secret. */
async function assertWithPrf(win: Window, options: PasskeyOptionsJson, salt: string) {
  const { response, prf } = await usePasskeyWithPrf(win, options, salt)
  if (!prf) throw new NoPrfError()
  return { response, prf }
}

/** The key, unwrapped with a passkey that holds it (an assertion over a challenge of this frame's own). */
async function unlockWithHolder(
  host: CardHost,
  state: DeviceKeyState,
  options: PasskeyOptionsJson,
  salt: string,
  wraps: Record<string, string>,
) {
  const holders = state.passkeys
    .filter((key) => key.holdsKey)
    .map((key) => ({ id: key.id, type: 'public-key' }))
  const local = {
    ...options,
    challenge: toB64url(crypto.getRandomValues(new Uint8Array(32))),
    allowCredentials: holders,
  }
  const { response, prf } = await assertWithPrf(host.win, local, salt)
  const key = await unwrapKey(
    wraps[response.id as string] ?? '',
    prf,
    { passkey: response.id as string },
    state.address,
  )
  prf.fill(0)
  return key
}

/** Wraps `key` for the passkey `credentialId` (its own assertion and PRF), proving the frame holds the key. */
async function wrapForPasskey(
  api: DeviceKeyApi,
  host: CardHost,
  key: Hex,
  address: Hex,
  credentialId: string,
) {
  const asked = await api.options('wrap', credentialId)
  const { response, prf } = await assertWithPrf(host.win, asked.options, asked.salt)
  const wrapped = await wrapKey(key, prf, { passkey: response.id as string }, address)
  prf.fill(0)
  // viem's signing code loads only here, in device mode (the frame's first script stays without it).
  const { signText } = await import('./deviceSign.js')
  const proof = await signText(key, wrapProofMessage(asked.options.challenge as string))
  await api.wrap(response, wrapped, proof)
}

/** The kit, once: its text, Copy, Download, 'I saved it', then Continue runs `saved`. */
function showKit(host: CardHost, text: string, saved: () => Promise<void>) {
  const { doc, t } = host
  const area = element(doc, 'textarea', { id: 'foyer-kit-text', readOnly: true, value: text, rows: 5 })
  const label = element(doc, 'label', { htmlFor: area.id, textContent: t.recoveryKitTitle })
  const check = element(doc, 'input', { type: 'checkbox', id: 'foyer-kit-saved' })
  const checkLabel = element(doc, 'label', { htmlFor: check.id, textContent: t.savedIt })
  const copy = button(doc, t.copy, () => {
    area.select()
    void (host.win.navigator.clipboard?.writeText(text) ?? Promise.reject()).then(
      () => {
        host.status.textContent = t.copied
      },
      () => {
        host.status.textContent = doc.execCommand('copy') ? t.copied : ''
      },
    )
  })
  const download = button(doc, t.download, () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }))
    const link = element(doc, 'a', { href: url, download: 'foyer-recovery-kit.txt' })
    doc.body.append(link)
    link.click()
    link.remove()
    URL.revokeObjectURL(url)
  })
  const go = button(
    doc,
    host.t.continueButton,
    () => {
      go.disabled = true
      saved().catch((error: unknown) => {
        go.disabled = false
        host.fail(error)
      })
    },
    true,
  )
  go.disabled = true
  check.addEventListener('change', () => {
    go.disabled = !check.checked
  })
  host.show(
    [
      element(doc, 'p', { textContent: t.recoveryKitIntro }),
      label,
      area,
      element(doc, 'div', { className: 'actions' }, [copy, download]),
      element(doc, 'p', {}, [check, ' ', checkLabel]),
    ],
    [go],
    copy,
  )
}

async function enable(api: DeviceKeyApi, host: CardHost, state: DeviceKeyState) {
  host.status.textContent = host.t.passkeyWaiting
  const asked = await api.options('enable')
  const { response, prf } = await assertWithPrf(host.win, asked.options, asked.salt)
  const { privateKey, ticket } = await api.unlock(response)
  const kit = newRecoveryKit(state.address, host.appOrigin)
  const wrapped = await wrapKey(privateKey, prf, { passkey: response.id as string }, state.address)
  const recovery = await wrapKey(privateKey, kit.secret, { kit: true }, state.address)
  prf.fill(0)
  kit.secret.fill(0)
  host.status.textContent = ''
  showKit(host, kit.text, async () => {
    await api.enable({ ticket, credentialId: response.id as string, wrapped, recovery })
    await host.settle(host.t.keptOnDevice)
  })
}

async function disable(api: DeviceKeyApi, host: CardHost, state: DeviceKeyState) {
  host.status.textContent = host.t.passkeyWaiting
  const asked = await api.options('disable')
  const { response, prf } = await assertWithPrf(host.win, asked.options, asked.salt)
  const id = response.id as string
  const key = await unwrapKey(asked.wraps[id] ?? '', prf, { passkey: id }, state.address)
  prf.fill(0)
  if (!key) throw new Error(host.t.deviceKeyLocked)
  await api.disable(response, key)
  await host.settle(host.t.returnedToServer)
}

/** Recovery: the kit (pasted or its file) opens the key here, then a new passkey of this browser holds it. */
function recover(api: DeviceKeyApi, host: CardHost) {
  const { doc, t } = host
  const area = element(doc, 'textarea', { id: 'foyer-kit-input', rows: 5 })
  const label = element(doc, 'label', { htmlFor: area.id, textContent: t.kitLabel })
  const file = element(doc, 'input', { type: 'file', id: 'foyer-kit-file', accept: '.txt,text/plain' })
  const fileLabel = element(doc, 'label', { htmlFor: file.id, textContent: t.kitFile })
  let added: string | undefined
  file.addEventListener('change', () => {
    void file.files?.[0]?.text().then((text) => {
      area.value = text
    })
  })
  const go = button(
    doc,
    t.continueButton,
    () => {
      const secret = kitSecretOf(area.value)
      if (!secret) {
        host.status.textContent = t.kitInvalid
        return
      }
      go.disabled = true
      void (async () => {
        const { wrapped, address } = await api.recovery()
        const key = await unwrapKey(wrapped, secret, { kit: true }, address)
        secret.fill(0)
        if (!key) {
          go.disabled = false
          host.status.textContent = t.kitWrongWallet
          return
        }
        host.status.textContent = t.passkeyWaiting
        // The passkey is the wallet's once added: a failed wrap prompt leaves it without the key, and
        // Continue (the kit opened again) wraps for that one rather than making another.
        added ??= await api.addPasskey()
        const given = await wrapForPasskey(api, host, key, address, added).then(
          () => true,
          (error: unknown) => (error instanceof NoPrfError ? Promise.reject(error) : false),
        )
        if (!given) {
          go.disabled = false
          host.status.textContent = t.recoverNotGiven
          return
        }
        await host.settle(t.recovered)
      })().catch((error: unknown) => {
        go.disabled = false
        host.fail(error)
      })
    },
    true,
  )
  // Its first press makes this browser's passkey: the click's activation is for that.
  go.setAttribute(CREATES_PASSKEY, '')
  host.show(
    [element(doc, 'p', { textContent: t.recoverIntro }), label, area, fileLabel, file],
    [button(doc, t.cancel, () => void host.render()), go],
    area,
  )
}

/**
 * What became of the key for a passkey added in device mode: `given` (it holds a wrapping now),
 * `not-given` (a prompt was cancelled or failed: the server lists it without a wrapping, and the card
 * offers 'Give this passkey the key'), `cannot` (no PRF) or `server` (the key is not on devices).
 */
export type KeyGiven = 'given' | 'not-given' | 'cannot' | 'server'

/**
 * The wrap step for `credentialId`, after Add or again on 'Give this passkey the key': a passkey that
 * holds the key opens it in this frame, then `credentialId`'s own assertion wraps it (the server checks
 * both). Whether it holds the key is the server's state, read first.
 */
export async function giveKeyTo(api: DeviceKeyApi, host: CardHost, credentialId: string): Promise<KeyGiven> {
  const state = await api.state()
  if (state.mode !== 'device') return 'server'
  if (state.passkeys.find((key) => key.id === credentialId)?.prf === false) return 'cannot'
  try {
    const asked = await api.options('wrap', credentialId)
    const key = await unlockWithHolder(host, state, asked.options, asked.salt, asked.wraps)
    if (!key) return 'not-given'
    await wrapForPasskey(api, host, key, state.address, credentialId)
    return 'given'
  } catch (error) {
    return error instanceof NoPrfError ? 'cannot' : 'not-given'
  }
}

/** The card's device-mode section: the switch, what it means here, and 'Recover with your kit'. */
export async function deviceKeySection(
  api: DeviceKeyApi,
  host: CardHost,
  known?: DeviceKeyState,
): Promise<Node[]> {
  const { doc, t } = host
  const state = known ?? (await api.state().catch(() => undefined))
  if (!state) return []
  const on = state.mode === 'device'
  const canPrf = webAuthnAvailable(host.win) && state.passkeys.some((key) => key.prf !== false)
  const toggle = element(doc, 'input', { type: 'checkbox', id: 'foyer-keep-on-device', checked: on })
  toggle.setAttribute('role', 'switch')
  const note = element(doc, 'p', { id: 'foyer-keep-on-device-note', className: 'hint' })
  toggle.setAttribute('aria-describedby', note.id)
  note.textContent = on
    ? t.keepOnDeviceOn
    : state.passkeys.length === 0
      ? t.keepOnDeviceNeedsPasskey
      : canPrf
        ? t.keepOnDeviceIntro
        : t.keepOnDeviceNoPrf
  toggle.disabled = !on && (state.passkeys.length === 0 || !canPrf)
  const run = (flow: Promise<void>) =>
    flow.catch((error: unknown) => {
      if (error instanceof NoPrfError) {
        void host.settle(t.keepOnDeviceNoPrf)
      } else host.fail(error)
    })
  toggle.addEventListener('change', () => {
    toggle.disabled = true
    void run(toggle.checked ? enable(api, host, state) : disable(api, host, state))
  })
  const label = element(doc, 'label', { htmlFor: toggle.id, textContent: t.keepOnDevice })
  const section = element(doc, 'section', {}, [element(doc, 'p', {}, [toggle, ' ', label]), note])
  if (on) section.append(button(doc, t.recoverWithKit, () => recover(api, host)))
  return [section]
}
