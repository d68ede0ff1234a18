/**
 * Email login (a code, or a device link first) and email update, the embedded wallet's email steps.
 * The update's codes are typed on the secure site's own card, never on this page.
 */
import { setAccount } from '../actions/accountState.js'
import type { FoyerKernel } from '../instance/kernel.js'
import { currentRoute, resetRoute } from '../router/router.js'
import { setEmbedded } from '../storage/remember.js'
import { withApproval } from './approval.js'
import { validCode, validEmail } from './checks.js'
import type { EmbeddedWalletFlow } from './controller.js'
import { codeInFrameError, EmbeddedWalletError } from './errors.js'
import type { FinishLogin } from './finishLogin.js'
import type { FlowSession } from './flowSession.js'
import { cooldownError, cooldownLeftSeconds, EMBEDDED_NAMESPACE } from './shared.js'

type EmailSteps = Pick<
  EmbeddedWalletFlow,
  | 'connectEmail'
  | 'connectDevice'
  | 'connectOtp'
  | 'updateEmail'
  | 'updateEmailPrimaryOtp'
  | 'updateEmailSecondaryOtp'
>

export function createEmailSteps(
  context: FoyerKernel,
  session: FlowSession,
  checkOrigin: () => Promise<void>,
  finish: FinishLogin,
): EmailSteps {
  const { store, storage } = context
  const { fail, patch, step, go } = session

  const sendLoginCode = async (email: string) => {
    const left = cooldownLeftSeconds(storage.getEmbedded('lastEmailLoginTime'), Date.now())
    if (left > 0) fail(cooldownError(left))
    await checkOrigin().catch(fail)
    return step(async (current) => {
      const { action } = await current.request('CONNECT_EMAIL', { email })
      const now = Date.now()
      setEmbedded(storage, 'lastEmailLoginTime', String(now))
      patch({ email, cooldownUntil: now + 30_000 })
      return action
    })
  }

  /** The new address everywhere the page shows it: the user, storage, the state and the account's name. */
  const showNewEmail = (newEmail: string) => {
    if (session.user) session.user = { ...session.user, email: newEmail }
    setEmbedded(storage, 'email', newEmail)
    patch({ email: newEmail, newEmail: undefined })
    const account = store.getState().accounts[EMBEDDED_NAMESPACE]
    if (account?.connectedWalletInfo)
      setAccount(context, EMBEDDED_NAMESPACE, {
        ...account,
        connectedWalletInfo: { ...account.connectedWalletInfo, name: newEmail },
      })
  }

  return {
    async connectEmail(value) {
      const email = validEmail(value)
      const action = await sendLoginCode(email)
      const view = currentRoute(store.getState().router)?.view
      const onOtp = view === 'EmailVerifyOtp' || view === 'EmailVerifyDevice'
      if (action === 'VERIFY_DEVICE') go('EmailVerifyDevice', onOtp)
      else if (action === 'VERIFY_OTP') go('EmailVerifyOtp', onOtp)
      else await step((current) => finish(current, true))
    },
    async connectDevice() {
      await step((current) => current.request('CONNECT_DEVICE', undefined))
      go('EmailVerifyOtp', true)
    },
    async connectOtp(value) {
      const otp = validCode(value)
      await step(async (current) => {
        await current.request('CONNECT_OTP', { otp })
        await finish(current, true)
      })
    },
    async updateEmail(value) {
      const email = validEmail(value)
      patch({ newEmail: email, error: undefined })
      // Both codes are typed on the secure site's own card (the frame shows while it asks), never on
      // this page: a page that saw them could move the account to another address.
      const current = await session.frame.ready().catch(fail)
      const answer = await withApproval(context, current, 'UPDATE_EMAIL', () =>
        current.request('UPDATE_EMAIL', { email }),
      ).catch(fail)
      if (answer.action !== 'UPDATED' || !answer.newEmail)
        fail(
          new EmbeddedWalletError('The secure site did not update the email', {
            messageId: 'errorEmbeddedCodeInFrame',
          }),
        )
      showNewEmail(answer.newEmail as string)
      store.setState({ router: resetRoute({ view: 'Account' }) })
      void context.showSnackbar('success', { id: 'emailUpdated' })
    },
    // Kept for the interface: a code typed on the page completes nothing any more.
    updateEmailPrimaryOtp: async () => fail(codeInFrameError()),
    updateEmailSecondaryOtp: async () => fail(codeInFrameError()),
  }
}
