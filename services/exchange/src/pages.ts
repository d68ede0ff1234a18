// The checkout's HTML: plain server-rendered forms, labelled fields, one main heading per page.
import { type ExchangeAsset, formatAmount } from './assets.js'
import { TEST_LOGIN } from './logins.js'
import type { PaymentSession } from './sessions.js'

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

const layout = (title: string, body: string, script = '') => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Foyer Exchange (test)</title>
<link rel="icon" href="/logo.svg" type="image/svg+xml">
<style>
body{font:16px/1.5 system-ui,sans-serif;max-width:30rem;margin:6vh auto;padding:0 1rem;color:#141414}
h1{font-size:1.3rem}.muted{color:#555;font-size:.9rem}label{display:block;margin:.6rem 0 .2rem}
input,button{font:inherit;border-radius:.5rem;padding:.5rem .7rem;box-sizing:border-box;width:100%}
input{border:1px solid #888}button{border:1px solid #0b57d0;cursor:pointer;margin-top:.8rem}
.primary{background:#0b57d0;color:#fff}.secondary{background:#fff;color:#0b57d0}
.error{color:#b3261e;font-weight:600}dl{display:grid;grid-template-columns:auto 1fr;gap:.3rem 1rem}
dd{margin:0;text-align:right;overflow-wrap:anywhere}:focus-visible{outline:3px solid #0b57d0;outline-offset:2px}
</style></head><body><main>
<p class="muted">Foyer Exchange · local test exchange (no real money moves)</p>
<h1>${escapeHtml(title)}</h1>
${body}
</main>${script}</body></html>`

const START_HERE = `<p>This is the local exchange's checkout. A payment starts in the app: choose Pay, then this exchange;
the app opens this page with the payment filled in.</p>`

export const startPage = () => layout('Foyer Exchange checkout', START_HERE)
export const notFoundPage = () =>
  layout(
    'Payment not found',
    `<p class="error" role="alert">This payment link is unknown or was removed.</p>${START_HERE}`,
  )
export const errorPage = (message: string) =>
  layout('This payment cannot continue', `<p class="error" role="alert">${escapeHtml(message)}</p>`)

const shortAddress = (address: string) => `${address.slice(0, 6)}…${address.slice(-4)}`

function summary(session: PaymentSession, asset: ExchangeAsset) {
  const recipient = session.recipient.split(':').at(-1) ?? ''
  return `<dl>
<dt>Amount</dt><dd>${formatAmount(session.amount, asset.decimals)} ${escapeHtml(asset.symbol)}</dd>
<dt>To</dt><dd><code title="${escapeHtml(recipient)}">${escapeHtml(recipient)}</code></dd>
<dt>Network</dt><dd>chain ${asset.chainId}</dd>
</dl>`
}

/** What a visitor sees before signing in: the payment, the login form, Cancel. */
export function loginPage(session: PaymentSession, asset: ExchangeAsset, error?: string) {
  const amount = `${formatAmount(session.amount, asset.decimals)} ${asset.symbol}`
  return layout(
    `Pay ${amount}`,
    `${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
${summary(session, asset)}
<form method="post" action="/pay/${session.id}/login">
<label for="email">Email</label><input id="email" name="email" type="email" autocomplete="username" required>
<label for="password">Password</label><input id="password" name="password" type="password" autocomplete="current-password" required>
<button class="primary" type="submit">Log in</button>
</form>
<form method="post" action="/pay/${session.id}/cancel"><button class="secondary" type="submit">Cancel payment</button></form>
<p class="muted">Test account: ${TEST_LOGIN.email}, password ${TEST_LOGIN.password}.</p>`,
  )
}

/** Signed in: the payment, the balance it comes from, Confirm or Cancel. */
export function confirmPage(session: PaymentSession, asset: ExchangeAsset, balance: bigint, error?: string) {
  const amount = `${formatAmount(session.amount, asset.decimals)} ${asset.symbol}`
  return layout(
    `Pay ${amount}`,
    `${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
${summary(session, asset)}
<p>Your exchange balance: ${formatAmount(balance, asset.decimals)} ${escapeHtml(asset.symbol)}. Confirming sends
${escapeHtml(amount)} from the exchange to ${shortAddress(session.recipient.split(':').at(-1) ?? '')} on chain ${asset.chainId}.</p>
<form method="post" action="/pay/${session.id}/confirm"><button class="primary" type="submit">Confirm payment</button></form>
<form method="post" action="/pay/${session.id}/cancel"><button class="secondary" type="submit">Cancel payment</button></form>`,
  )
}

/** The withdrawal is on its way: the page reloads itself until it is mined. */
export const sendingPage = (session: PaymentSession, asset: ExchangeAsset) =>
  layout(
    'Sending your payment',
    `<p role="status">The exchange is sending ${formatAmount(session.amount, asset.decimals)} ${escapeHtml(asset.symbol)}.
This page updates when the transaction is confirmed.</p>
${session.txHash ? `<dl><dt>Transaction</dt><dd><code>${session.txHash}</code></dd></dl>` : ''}`,
    '<script>setTimeout(() => location.reload(), 1000)</script>',
  )

export const paidPage = (session: PaymentSession, asset: ExchangeAsset) =>
  layout(
    'Payment sent',
    `<p role="status">${formatAmount(session.amount, asset.decimals)} ${escapeHtml(asset.symbol)} was sent to
${shortAddress(session.recipient.split(':').at(-1) ?? '')} on chain ${asset.chainId}.</p>
<dl><dt>Transaction</dt><dd><code>${session.txHash ?? ''}</code></dd></dl>
<p>You can close this window and go back to the app.</p>`,
  )

export const failedPage = (session: PaymentSession) =>
  layout(
    'Payment not completed',
    `<p role="status">${escapeHtml(session.reason ?? 'The payment failed.')}</p>
<p>You can close this window and go back to the app.</p>`,
  )

/** The exchange's logo (the cloud lists it as the exchange's image). */
export const LOGO_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" role="img" aria-label="Foyer Exchange">
<rect width="64" height="64" rx="14" fill="#0b57d0"/><path d="M18 24h28l-8-8M46 40H18l8 8" fill="none" stroke="#fff" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/></svg>`
