// The Send code the instance loads with import() on first use, so none of it weighs on page load.
// Loaded after the connection code, which this imports so that a bundler keeps the code both use in the
// connection code's one chunk (instance/onDemand.ts says why).
import '../instance/actions.js'
import { estimateSend as estimate } from './estimate.js'
import {
  resetSend as reset,
  setSendAmount as setAmount,
  setSendMax as setMax,
  setSendToken as setToken,
} from './form.js'
import { setSendReceiver as setReceiver } from './receiver.js'
import type { SendContext } from './sendContext.js'
import { submitSend } from './submit.js'

/** `foyer.send`'s methods (send/actions.ts), each taking the instance's context first. */
export const actions = {
  setToken,
  setAmount,
  setMax,
  setReceiver,
  estimate,
  submit: (context: SendContext) => submitSend(context, () => context.refreshAccount()),
  reset,
}
