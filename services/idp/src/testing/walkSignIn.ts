// Drives the local provider's screens without a browser, as a visitor would click through them:
// for tests of OAuth clients. Follows redirects itself and carries the provider's cookies.

export interface WalkOptions {
  /** A test person's key ('ada-lovelace'), or any name typed into the form. */
  person?: string
  name?: string
  /** Cancel on the sign-in screen, or Deny on the consent screen. */
  cancelAt?: 'login' | 'consent'
}

/**
 * Follows an authorization URL through sign-in and consent; resolves with the URL the provider sends
 * the browser back to (the client's redirect URI with code and state, or with an error). A form_post
 * answer comes back as that URL with the form's fields as its query.
 */
export async function walkSignIn(authorizationUrl: string, options: WalkOptions = {}): Promise<URL> {
  const cookies = new Map<string, string>()
  const origin = new URL(authorizationUrl).origin
  let next: { url: string; method: 'GET' | 'POST'; body?: URLSearchParams } = {
    url: authorizationUrl,
    method: 'GET',
  }
  for (let hop = 0; hop < 20; hop++) {
    const url = new URL(next.url, origin)
    if (url.origin !== origin) return url
    const response = await fetch(url, {
      method: next.method,
      redirect: 'manual',
      headers: {
        cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; '),
        ...(next.body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      ...(next.body ? { body: next.body.toString() } : {}),
    })
    for (const header of response.headers.getSetCookie()) {
      const [pair = ''] = header.split(';')
      const at = pair.indexOf('=')
      cookies.set(pair.slice(0, at), pair.slice(at + 1))
    }
    const location = response.headers.get('location')
    if (location) {
      next = { url: location, method: 'GET' }
      continue
    }
    const html = await response.text()
    const formPost = /<form method="post" action="([^"]+)">([\s\S]*?)<\/form>/.exec(html)
    if (formPost && !formPost[1]?.startsWith('/')) {
      // response_mode=form_post: the page would submit these fields to the client.
      const target = new URL(formPost[1] ?? '')
      for (const [, key, value] of (formPost[2] ?? '').matchAll(/name="([^"]+)" value="([^"]*)"/g))
        target.searchParams.set(key ?? '', value ?? '')
      return target
    }
    const action = /action="(\/[^"]+)\/(login|confirm)"/.exec(html)
    if (!action)
      throw new Error(`The provider showed no sign-in step (${response.status}): ${html.slice(0, 200)}`)
    const base = action[1] ?? ''
    const step = action[2] as 'login' | 'confirm'
    if (
      (step === 'login' && options.cancelAt === 'login') ||
      (step === 'confirm' && options.cancelAt === 'consent')
    ) {
      next = { url: `${base}/abort`, method: 'POST', body: new URLSearchParams() }
      continue
    }
    const body =
      step === 'confirm'
        ? new URLSearchParams()
        : options.name
          ? new URLSearchParams({ name: options.name })
          : new URLSearchParams({ person: options.person ?? 'ada-lovelace' })
    next = { url: `${base}/${step}`, method: 'POST', body }
  }
  throw new Error('The provider kept redirecting')
}
