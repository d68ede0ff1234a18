import { LIMITS, type Order, TEST_BANK_ACCOUNTS } from './checkout.js'

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

const layout = (title: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Foyer Pay (test provider)</title>
<style>
body{font:16px/1.5 system-ui,sans-serif;max-width:28rem;margin:6vh auto;padding:0 1rem;color:#141414}
h1{font-size:1.3rem}.muted{color:#555;font-size:.9rem}fieldset{border:1px solid #ccc;border-radius:.5rem;margin:0 0 1rem}
label{display:block;margin:.4rem 0 .2rem}input,select,button{font:inherit;border-radius:.5rem;padding:.5rem .7rem;box-sizing:border-box;width:100%}
input,select{border:1px solid #888}button{background:#0b57d0;border:1px solid #0b57d0;color:#fff;cursor:pointer;margin-top:1rem}
.error{color:#b3261e;font-weight:600}dl{display:grid;grid-template-columns:1fr auto;gap:.2rem 1rem}dd{margin:0;text-align:right}
</style></head><body><main>
<p class="muted">Foyer Pay · local test provider (no real money moves)</p>
<h1>${escapeHtml(title)}</h1>
${body}
</main></body></html>`

/** What someone who opens the provider by its address sees: what this is and where a purchase starts. */
const START_HERE = `<p>This is the local on-ramp's checkout. Start a purchase from the app's Buy view (in the demo: connect a
wallet, open the account and choose Buy): it opens this page with the order filled in.</p>
<p class="muted">The test card 4242 4242 4242 4242 pays; no real money moves.</p>`

export const startPage = () => layout('Foyer Pay checkout', START_HERE)

export const notFoundPage = () => layout('Page not found', START_HERE)

export const errorPage = (message: string) =>
  layout('This purchase cannot continue', `<p class="error" role="alert">${escapeHtml(message)}</p>`)

export function checkoutPage(
  order: Order,
  quote: { fee: number; cryptoAmount: number },
  query: string,
  error?: string,
) {
  const banks = TEST_BANK_ACCOUNTS.map(
    (bank) => `<option value="${bank.id}">${escapeHtml(bank.label)}</option>`,
  ).join('')
  return layout(
    `Buy ${order.asset}`,
    `${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<dl>
<dt>You pay</dt><dd>${order.fiatAmount.toFixed(2)} ${order.currency}</dd>
<dt>Provider fee (1.5 %)</dt><dd>${quote.fee.toFixed(2)} ${order.currency}</dd>
<dt>You receive</dt><dd>${quote.cryptoAmount} ${order.asset}</dd>
<dt>To</dt><dd><code>${order.address.slice(0, 6)}…${order.address.slice(-4)}</code> on ${escapeHtml(order.network)}</dd>
</dl>
<form method="post" action="/buy?${escapeHtml(query)}">
<fieldset><legend>Card (limits ${LIMITS.card.min}-${LIMITS.card.max} ${order.currency})</legend>
<label for="card">Card number</label><input id="card" name="card" inputmode="numeric" autocomplete="off" placeholder="4242 4242 4242 4242">
<label for="expiry">Expiry</label><input id="expiry" name="expiry" placeholder="12/30" autocomplete="off">
<label for="cvc">CVC</label><input id="cvc" name="cvc" inputmode="numeric" placeholder="123" autocomplete="off">
<button type="submit" name="method" value="card">Pay with card</button>
</fieldset>
<fieldset><legend>Bank account (limits ${LIMITS.ach_bank_account.min}-${LIMITS.ach_bank_account.max} ${order.currency})</legend>
<label for="bank">Account</label><select id="bank" name="bank">${banks}</select>
<button type="submit" name="method" value="ach_bank_account">Pay by bank</button>
</fieldset>
</form>
<p class="muted">Test card 4242 4242 4242 4242 pays; 4000 0000 0000 0002 is declined.</p>`,
  )
}

export const receiptPage = (order: Order, cryptoAmount: number, hash: string) =>
  layout(
    'Purchase complete',
    `<p role="status">${cryptoAmount} ${order.asset} is on its way to your wallet and has arrived on ${escapeHtml(order.network)}.</p>
<dl><dt>Transaction</dt><dd><code>${hash.slice(0, 10)}…${hash.slice(-8)}</code></dd></dl>
<p>You can close this window and go back to the app.</p>`,
  )
