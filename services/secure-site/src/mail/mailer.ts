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

/**
 * The mail that approves a new browser for an existing account: it names the browser and the page
 * the secure site saw; the link opens a page that asks before it approves.
 */
export function deviceMail(to: string, link: string, origin: string, browser: string): MailMessage {
  return {
    to,
    subject: 'Approve a new browser for your Foyer wallet',
    text: `${browser} asked to sign in to your wallet at ${origin}.\n\nIf it was you, open this link and press Approve; your login code follows:\n${link}\n\nThe link works once, for 10 minutes. If it was not you, ignore this mail.`,
    html: `<p>${escapeHtml(browser)} asked to sign in to your wallet at ${escapeHtml(origin)}.</p><p><a href="${escapeHtml(link)}">Review and approve this browser</a></p><p>The link works once, for 10 minutes. If it was not you, ignore this mail.</p>`,
  }
}

/** The notice to the old address after an email change, with the link that undoes it for 7 days. */
export function emailChangedMail(
  to: string,
  newEmail: string,
  undoLink: string,
  origin: string,
): MailMessage {
  const text = `The email address of your Foyer wallet was changed to ${newEmail} (asked from ${origin}).\n\nIf you did not do this, undo it within 7 days with this link; every other browser is signed out and key export stays held for 24 hours:\n${undoLink}`
  return {
    to,
    subject: 'Your Foyer wallet email was changed',
    text,
    html: `<p>The email address of your Foyer wallet was changed to <strong>${escapeHtml(newEmail)}</strong> (asked from ${escapeHtml(origin)}).</p><p>If you did not do this, <a href="${escapeHtml(undoLink)}">undo the change</a> within 7 days. Every other browser is signed out and key export stays held for 24 hours.</p>`,
  }
}
