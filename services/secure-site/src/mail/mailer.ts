import nodemailer from 'nodemailer'

export interface MailMessage {
  to: string
  subject: string
  text: string
  html?: string
}

/** Where the secure site's mail goes: SMTP in the running service, a list in tests. */
export interface Mailer {
  send(message: MailMessage): Promise<void>
}

/** Mail over SMTP (nodemailer) to SMTP_URL; locally MailDev catches it. */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl)
  return {
    async send(message) {
      await transport.sendMail({ from, ...message })
    },
  }
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  )

/** The login or confirmation code mail: the code in the body only, never in the subject line. */
export function codeMail(to: string, code: string, reason: string, origin: string): MailMessage {
  const text = `${reason}\n\nYour code: ${code}\n\nIt expires in 10 minutes and works once. It was asked for by ${origin}. If that was not you, ignore this mail.`
  return {
    to,
    subject: 'Your Foyer wallet code',
    text,
    html: `<p>${escapeHtml(reason)}</p><p style="font-size:28px;font-weight:700;letter-spacing:6px" data-code>${code}</p><p>It expires in 10 minutes and works once. It was asked for by ${escapeHtml(origin)}. If that was not you, ignore this mail.</p>`,
  }
}

/** The mail that approves a new browser for an existing account. */
export function deviceMail(to: string, link: string, origin: string): MailMessage {
  return {
    to,
    subject: 'Approve a new browser for your Foyer wallet',
    text: `Someone signed in to your wallet from a new browser at ${origin}.\n\nIf it was you, open this link in that browser to approve it; your login code follows:\n${link}\n\nThe link works once, for 10 minutes. If it was not you, ignore this mail.`,
    html: `<p>Someone signed in to your wallet from a new browser at ${escapeHtml(origin)}.</p><p><a href="${escapeHtml(link)}">Approve this browser</a></p><p>The link works once, for 10 minutes. If it was not you, ignore this mail.</p>`,
  }
}
