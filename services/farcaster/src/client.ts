// The test Farcaster client: opens a Sign In With Farcaster request (`/~/siwf?channelToken=` as the
// relay's URLs are, or `/?uri=<that URL>`), shows who asks, and on Approve signs the SIWF message with
// the chosen devnet fid's custody key and completes the channel at the relay, as a Farcaster app does.
import type { IncomingMessage, ServerResponse } from 'node:http'
import { createWalletClient, viemConnector } from '@farcaster/auth-client'
import { farcasterTestUsers, testMnemonic } from '@foyer/devnet'
import { readBody } from '@foyer/service-kit/body'
import { mnemonicToAccount } from 'viem/accounts'

export interface ClientOptions {
  relayUrl: string
  relayKey: string
  /** Chain 10's RPC (only for the wallet client's config; signing needs no chain). */
  rpcUrl: string
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

const page = (title: string, body: string, status = 200) => ({
  status,
  html: `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Farcaster (test client)</title>
<style>
body{font:16px/1.5 system-ui,sans-serif;max-width:26rem;margin:8vh auto;padding:0 1rem;color:#141414}
h1{font-size:1.3rem}.muted{color:#555;font-size:.9rem}fieldset{border:1px solid #ccc;border-radius:.5rem;margin:0 0 1rem}
label{display:block;padding:.25rem 0}button{font:inherit;border-radius:.5rem;padding:.55rem .8rem;width:100%;margin:0 0 .5rem;cursor:pointer}
.primary{background:#7c65c1;border:1px solid #7c65c1;color:#fff}.secondary{background:#fff;border:1px solid #bbb}
</style></head><body><main>
<p class="muted">Farcaster · local test client</p>
<h1>${escapeHtml(title)}</h1>
${body}
</main></body></html>`,
})

type Status = {
  state: 'pending' | 'completed'
  signatureParams: {
    siweUri: string
    domain: string
    nonce?: string
    notBefore?: string
    expirationTime?: string
    requestId?: string
  }
}

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  return new URLSearchParams(await readBody(req, 16 * 1024))
}

/** The channel token of a SIWF URL, whatever its host (`channelToken` in its query). */
function channelTokenOf(url: URL): string | undefined {
  const direct = url.searchParams.get('channelToken')
  if (direct) return direct
  const uri = url.searchParams.get('uri')
  if (!uri || !URL.canParse(uri)) return undefined
  return new URL(uri).searchParams.get('channelToken') ?? undefined
}

export function createTestClient(options: ClientOptions) {
  const wallet = createWalletClient({
    relay: options.relayUrl,
    ethereum: viemConnector({ rpcUrl: options.rpcUrl }),
  })

  const status = async (channelToken: string): Promise<Status | undefined> => {
    const response = await fetch(`${options.relayUrl}/v1/channel/status`, {
      headers: { authorization: `Bearer ${channelToken}` },
    })
    return response.status === 200 || response.status === 202
      ? ((await response.json()) as Status)
      : undefined
  }

  async function show(channelToken: string) {
    const channel = await status(channelToken)
    if (!channel)
      return page('This sign-in request has expired', '<p>Go back to the app and get a new code.</p>', 410)
    if (channel.state === 'completed')
      return page('Already signed in', '<p>This request was approved. Go back to the app.</p>')
    const { domain, siweUri } = channel.signatureParams
    const users = farcasterTestUsers
      .map(
        (user, index) =>
          `<label><input type="radio" name="fid" value="${user.fid}"${index === 0 ? ' checked' : ''}> @${escapeHtml(user.username)} · ${escapeHtml(user.displayName)} (fid ${user.fid})</label>`,
      )
      .join('')
    return page(
      `Sign in to ${domain}`,
      `<p><strong>${escapeHtml(domain)}</strong> wants you to sign in with your Farcaster account.</p>
<p class="muted">${escapeHtml(siweUri)}</p>
<form method="post" action="/approve">
<input type="hidden" name="channelToken" value="${escapeHtml(channelToken)}">
<fieldset><legend>Account</legend>${users}</fieldset>
<button class="primary" type="submit">Approve</button>
</form>
<form method="post" action="/reject"><button class="secondary" type="submit">Reject</button></form>`,
    )
  }

  async function approve(form: URLSearchParams) {
    const channelToken = form.get('channelToken') ?? ''
    const user = farcasterTestUsers.find((u) => String(u.fid) === form.get('fid'))
    const channel = channelToken ? await status(channelToken) : undefined
    if (!channel || !user)
      return page('This sign-in request has expired', '<p>Go back to the app and get a new code.</p>', 410)
    const custody = mnemonicToAccount(testMnemonic, { addressIndex: user.custodyIndex })
    const params = channel.signatureParams
    const { message } = wallet.buildSignInMessage({
      address: custody.address,
      fid: user.fid,
      uri: params.siweUri,
      domain: params.domain,
      ...(params.nonce ? { nonce: params.nonce } : {}),
      ...(params.notBefore ? { notBefore: new Date(params.notBefore) } : {}),
      ...(params.expirationTime ? { expirationTime: new Date(params.expirationTime) } : {}),
      ...(params.requestId ? { requestId: params.requestId } : {}),
    })
    const signature = await custody.signMessage({ message })
    await wallet.authenticate({
      channelToken,
      authKey: options.relayKey,
      message,
      signature,
      fid: user.fid,
      username: user.username,
      displayName: user.displayName,
      bio: '',
      pfpUrl: '',
    })
    return page(
      `Signed in to ${params.domain}`,
      `<p>You signed in as <strong>@${escapeHtml(user.username)}</strong>. Go back to the app.</p>`,
    )
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://client')
    let result: { status: number; html: string }
    if (req.method === 'POST' && url.pathname === '/approve') result = await approve(await readForm(req))
    else if (req.method === 'POST' && url.pathname === '/reject')
      result = page('Request rejected', '<p>Nothing was signed. Go back to the app.</p>')
    else if (req.method === 'GET' && (url.pathname === '/' || url.pathname === '/~/siwf')) {
      const token = channelTokenOf(url)
      result = token
        ? await show(token)
        : page(
            'Farcaster test client',
            '<p>Open a Sign In With Farcaster link here: <code>/?uri=&lt;the link&gt;</code>.</p>',
          )
    } else result = page('Not found', '<p>Nothing here.</p>', 404)
    res.writeHead(result.status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' })
    res.end(result.html)
  }

  return { handle }
}
