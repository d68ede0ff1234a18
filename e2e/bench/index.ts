// `npm run bench -w e2e`: the browser benchmarks against one build and one stack.

import { emailLoginBench } from './email-login.js'
import { runBenches } from './harness.js'
import { pageLoadBench } from './page-load.js'
import { payBench } from './pay.js'
import { smartAccountBench } from './smartAccount.js'
import { swapBench } from './swap.js'
import { walletSearchBench } from './wallet-search.js'
import { walletConnectQrBench } from './walletconnect-qr.js'

await runBenches([
  pageLoadBench,
  emailLoginBench,
  walletSearchBench,
  walletConnectQrBench,
  swapBench,
  smartAccountBench,
  payBench,
])
