// The Send code the instance loads with import() on first use, so none of it weighs on page load.
export { estimateSend } from './estimate.js'
export { resetSend, setSendAmount, setSendMax, setSendToken } from './form.js'
export { setSendReceiver } from './receiver.js'
export { submitSend } from './submit.js'
