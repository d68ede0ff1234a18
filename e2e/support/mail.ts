/** A mail as MailDev's REST API lists it. */
export type Mail = { to: { address: string }[]; text: string; date: string }

/** The mails MailDev (at `mailUrl`) caught for `to` since `after` (epoch ms) so far, oldest first. */
export async function mailsSince(mailUrl: string, to: string, after = 0): Promise<Mail[]> {
  // MailDev filters by recipient itself: the whole list grows to hundreds of mails in a full run (the
  // flood test alone sends ~440), and fetching all of it ten times a second keeps MailDev busy.
  const response = await fetch(`${mailUrl}/email?to.address=${encodeURIComponent(to)}`)
  return ((await response.json()) as Mail[]).filter(
    (mail) => mail.to.some((t) => t.address === to) && Date.parse(mail.date) >= after,
  )
}

/**
 * The newest mail MailDev (at `mailUrl`) caught for `to` since `after` (epoch ms) whose text matches
 * `text` (any by default), once it has arrived. Fails after `timeoutMs`, naming what it waited for and
 * what MailDev holds for `to`: a mail that never comes must fail its step, not hang the test.
 */
export async function mailFor(
  mailUrl: string,
  to: string,
  after = 0,
  text?: RegExp,
  timeoutMs = 30_000,
): Promise<Mail> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const mails = await mailsSince(mailUrl, to, 0)
    const last = mails
      .filter((mail) => Date.parse(mail.date) >= after && (!text || text.test(mail.text)))
      .at(-1)
    if (last) return last
    if (Date.now() > deadline) {
      const held = mails.map((mail) => `${mail.date}: ${mail.text.split('\n')[0]}`).join('; ') || 'none'
      throw new Error(
        `No mail to ${to}${text ? ` matching ${text}` : ''} since ${new Date(after).toISOString()} within ${timeoutMs / 1000} s (MailDev holds for it: ${held})`,
      )
    }
    // MailDev has no push for its REST API: ask again shortly.
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

/** The 6-digit login code of the newest mail to `to` since `after`. */
export async function codeFor(mailUrl: string, to: string, after = 0): Promise<string> {
  const mail = await mailFor(mailUrl, to, after, CODE)
  return CODE.exec(mail.text)?.[1] as string
}

/** A login code in a mail's text. */
export const CODE = /Your code: (\d{6})/
