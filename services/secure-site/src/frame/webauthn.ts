// The browser's WebAuthn calls with the server's JSON options and answers (base64url for bytes), as
// PublicKeyCredential's own JSON form has them; written out so browsers without parse*FromJSON work too.

import type {
  AuthenticationResponse,
  PasskeyOptionsJson,
  RegistrationResponse,
} from '@foyer/frame/secure-site'

type Json = Record<string, unknown>
/** The browser's words for where the authenticator is (DOM types it as any string). */
type Attachment = 'platform' | 'cross-platform'
type Descriptor = { id: string; type: string; transports?: string[] }

const fromB64url = (text: string): Uint8Array<ArrayBuffer> => {
  const plain = atob(
    text
      .replace(/-/g, '+')
      .replace(/_/g, '/')
      .padEnd(Math.ceil(text.length / 4) * 4, '='),
  )
  return Uint8Array.from(plain, (char) => char.charCodeAt(0))
}

const toB64url = (bytes: ArrayBuffer | ArrayBufferView): string => {
  const view =
    bytes instanceof ArrayBuffer
      ? new Uint8Array(bytes)
      : new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  return btoa(String.fromCharCode(...view))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')
}

const descriptors = (list: unknown) =>
  ((list as Descriptor[] | undefined) ?? []).map((item) => ({
    id: fromB64url(item.id),
    type: 'public-key' as const,
    ...(item.transports ? { transports: item.transports as AuthenticatorTransport[] } : {}),
  }))

/** Whether this frame may use passkeys at all (a browser with WebAuthn, in a secure context). */
export const webAuthnAvailable = (win: Window): boolean =>
  win.isSecureContext &&
  typeof (win as Window & { PublicKeyCredential?: unknown }).PublicKeyCredential === 'function' &&
  !!win.navigator.credentials

/** Creates a credential from the server's registration options; returns its JSON for the server. */
export async function createPasskey(win: Window, options: PasskeyOptionsJson): Promise<RegistrationResponse> {
  const fields: Json = options
  const user = fields.user as { id: string; name: string; displayName: string }
  const credential = (await win.navigator.credentials.create({
    publicKey: {
      ...(options as unknown as PublicKeyCredentialCreationOptions),
      challenge: fromB64url(options.challenge),
      user: { ...user, id: fromB64url(user.id) },
      excludeCredentials: descriptors(fields.excludeCredentials),
      // Asks whether the passkey can derive a secret (PRF), which keeping the key on devices needs.
      extensions: { prf: {} } as AuthenticationExtensionsClientInputs,
    },
  })) as PublicKeyCredential | null
  if (!credential) throw new DOMException('No credential', 'NotAllowedError')
  const response = credential.response as AuthenticatorAttestationResponse
  const prf = (credential.getClientExtensionResults?.() as { prf?: { enabled?: unknown } } | undefined)?.prf
  return {
    id: credential.id,
    rawId: toB64url(credential.rawId),
    type: 'public-key',
    clientExtensionResults: typeof prf?.enabled === 'boolean' ? { prf: { enabled: prf.enabled } } : {},
    ...(credential.authenticatorAttachment
      ? { authenticatorAttachment: credential.authenticatorAttachment as Attachment }
      : {}),
    response: {
      clientDataJSON: toB64url(response.clientDataJSON),
      attestationObject: toB64url(response.attestationObject),
      transports: response.getTransports?.() ?? [],
    },
  }
}

/** Asks for an assertion over the server's options; returns its JSON for the server. */
export async function usePasskey(win: Window, options: PasskeyOptionsJson): Promise<AuthenticationResponse> {
  return (await usePasskeyWithPrf(win, options)).response
}

/**
 * An assertion that also evaluates the PRF extension over `prfSalt` (base64url) when given: `prf` is
 * the passkey's secret for it, kept in the frame (never in the JSON for the server), or undefined when
 * the browser or passkey has no PRF.
 */
export async function usePasskeyWithPrf(
  win: Window,
  options: PasskeyOptionsJson,
  prfSalt?: string,
): Promise<{ response: AuthenticationResponse; prf: Uint8Array<ArrayBuffer> | undefined }> {
  const credential = (await win.navigator.credentials.get({
    publicKey: {
      ...(options as unknown as PublicKeyCredentialRequestOptions),
      challenge: fromB64url(options.challenge),
      allowCredentials: descriptors((options as Json).allowCredentials),
      ...(prfSalt
        ? {
            extensions: {
              prf: { eval: { first: fromB64url(prfSalt) } },
            } as AuthenticationExtensionsClientInputs,
          }
        : {}),
    },
  })) as PublicKeyCredential | null
  if (!credential) throw new DOMException('No credential', 'NotAllowedError')
  const results = credential.getClientExtensionResults?.() as
    | { prf?: { results?: { first?: ArrayBuffer | ArrayBufferView } } }
    | undefined
  const first = results?.prf?.results?.first
  const prf =
    first === undefined
      ? undefined
      : new Uint8Array(
          first instanceof ArrayBuffer
            ? first.slice(0)
            : new Uint8Array(first.buffer.slice(first.byteOffset, first.byteOffset + first.byteLength)),
        )
  return { response: assertionJson(credential), prf }
}

function assertionJson(credential: PublicKeyCredential): AuthenticationResponse {
  const response = credential.response as AuthenticatorAssertionResponse
  return {
    id: credential.id,
    rawId: toB64url(credential.rawId),
    type: 'public-key',
    clientExtensionResults: {},
    ...(credential.authenticatorAttachment
      ? { authenticatorAttachment: credential.authenticatorAttachment as Attachment }
      : {}),
    response: {
      clientDataJSON: toB64url(response.clientDataJSON),
      authenticatorData: toB64url(response.authenticatorData),
      signature: toB64url(response.signature),
      ...(response.userHandle ? { userHandle: toB64url(response.userHandle) } : {}),
    },
  }
}
