// The local provider's own screens: who signs in (a test person or any name), then what they allow.
import { PROVIDER_TITLES, type ProviderName, TEST_PEOPLE } from './profiles.js'

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

const layout = (provider: ProviderName, title: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · ${PROVIDER_TITLES[provider]} (local)</title>
<style>
body{font:16px/1.5 system-ui,sans-serif;max-width:26rem;margin:8vh auto;padding:0 1rem;color:#141414}
h1{font-size:1.3rem;margin:.2rem 0 1rem}.muted{color:#555;font-size:.9rem}
form{margin:0 0 .75rem}button,input{font:inherit;border-radius:.5rem;padding:.55rem .8rem}
button{border:1px solid #bbb;background:#fff;cursor:pointer;width:100%;text-align:left}
button.primary{background:#1f4fd8;border-color:#1f4fd8;color:#fff;text-align:center}
input{border:1px solid #999;width:100%;box-sizing:border-box;margin:.25rem 0 .5rem}
ul{list-style:none;padding:0;margin:0 0 1rem}li{margin:0 0 .5rem}
</style></head><body><main>
<p class="muted">${PROVIDER_TITLES[provider]} · local test provider</p>
<h1>${escapeHtml(title)}</h1>
${body}
</main></body></html>`

/** Step one: pick a test person, or type any name (the same name is the same person next time). */
export function loginPage(provider: ProviderName, uid: string, clientName: string): string {
  const action = `/${provider}/interaction/${uid}`
  const people = TEST_PEOPLE.map(
    (person) =>
      `<li><form method="post" action="${action}/login"><input type="hidden" name="person" value="${person.key}"><button type="submit">${escapeHtml(person.name)}</button></form></li>`,
  ).join('')
  return layout(
    provider,
    `Sign in to continue to ${clientName}`,
    `<ul aria-label="Test users">${people}</ul>
<form method="post" action="${action}/login">
<label for="name">Or any name</label>
<input id="name" name="name" autocomplete="off" maxlength="64" required>
<button class="primary" type="submit">Continue</button>
</form>
<form method="post" action="${action}/abort"><button type="submit">Cancel</button></form>`,
  )
}

/** Step two: what the app will see; Deny ends the login with access_denied. */
export function consentPage(provider: ProviderName, uid: string, clientName: string, who: string): string {
  const action = `/${provider}/interaction/${uid}`
  return layout(
    provider,
    `${clientName} wants to know who you are`,
    `<p>Signed in as <strong>${escapeHtml(who)}</strong>. ${escapeHtml(clientName)} will see your name and account id.</p>
<form method="post" action="${action}/confirm"><button class="primary" type="submit">Allow</button></form>
<form method="post" action="${action}/abort"><button type="submit">Deny</button></form>`,
  )
}

export function indexPage(baseUrl: string, providers: readonly ProviderName[]): string {
  const rows = providers
    .map((p) => `<li>${PROVIDER_TITLES[p]}: <code>${escapeHtml(`${baseUrl}/${p}`)}</code></li>`)
    .join('')
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Local identity provider</title></head>
<body style="font:16px/1.5 system-ui,sans-serif;max-width:40rem;margin:8vh auto;padding:0 1rem">
<h1>Local identity provider</h1><p>OpenID Connect / OAuth 2 issuers standing in for:</p><ul>${rows}</ul></body></html>`
}
