/** A mail as MailDev's REST API lists it. */
export type Mail = { to: { address: string }[]; text: string; date: string }

/** The newest mail MailDev (at `mailUrl`) caught for `to` since `after` (epoch ms), once it has arrived. */
export async function mailFor(mailUrl: string, to: string, after = 0): Promise<Mail> {
  for (;;) {
    const response = await fetch(`${mailUrl}/email`)
    const mails = ((await response.json()) as Mail[]).filter(
      (mail) => mail.to.some((t) => t.address === to) && Date.parse(mail.date) >= after,
    )
    const last = mails.at(-1)
    if (last) return last
    // MailDev has no push for its REST API: ask again shortly.
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

/** The 6-digit login code of the newest mail to `to` since `after`. */
export async function codeFor(mailUrl: string, to: string, after = 0): Promise<string> {
  const mail = await mailFor(mailUrl, to, after)
  return /Your code: (\d{6})/.exec(mail.text)?.[1] as string
}
