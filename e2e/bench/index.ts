// `npm run bench -w e2e`: the browser benchmarks against one build and one stack.
// FOYER_BENCH_ONLY=first-click,page-load runs only those (comma-separated names below).

import { emailLoginBench } from './email-login.js'
import { firstClickBench } from './first-click.js'
import { runBenches } from './harness.js'
import { pageLoadBench } from './page-load.js'
import { payBench } from './pay.js'
import { smartAccountBench } from './smartAccount.js'
import { swapBench } from './swap.js'
import { walletSearchBench } from './wallet-search.js'
import { walletConnectQrBench } from './walletconnect-qr.js'

const benches = {
  'page-load': pageLoadBench,
  'first-click': firstClickBench,
  'email-login': emailLoginBench,
  'wallet-search': walletSearchBench,
  'walletconnect-qr': walletConnectQrBench,
  swap: swapBench,
  'smart-account': smartAccountBench,
  pay: payBench,
}
const only = process.env.FOYER_BENCH_ONLY?.split(',').filter(Boolean)
const unknown = only?.filter((name) => !(name in benches)) ?? []
if (unknown.length > 0)
  throw new Error(`FOYER_BENCH_ONLY: no bench ${unknown.join(', ')} (${Object.keys(benches).join(', ')})`)
await runBenches(
  Object.entries(benches)
    .filter(([name]) => !only || only.includes(name))
    .map(([, bench]) => bench),
)
