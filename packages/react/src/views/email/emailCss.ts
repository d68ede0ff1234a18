import { ROOT_ATTRIBUTE } from '../../styles/theme.js'

const R = `[${ROOT_ATTRIBUTE}]`

/** CSS of the email and code views; injected by their lazy chunks. */
export const emailCss = `
${R} .foyer-otp { display: flex; justify-content: center; gap: 8px; border: 0; padding: 0; margin: 0; }
${R} .foyer-otp input {
  width: 44px; height: 52px; text-align: center; font: inherit; font-size: 22px; font-weight: 600;
  border: 1px solid var(--foyer-color-border); border-radius: var(--foyer-radius-m);
  background: var(--foyer-color-bg); color: var(--foyer-color-fg); padding: 0;
}
${R} .foyer-otp input:focus-visible { outline: 2px solid var(--foyer-color-accent); outline-offset: -1px; }
${R} .foyer-otp[aria-invalid='true'] input { border-color: var(--foyer-color-error); }
${R} .foyer-otp input:disabled { opacity: 0.6; }
${R} .foyer-email-view { text-align: center; align-items: center; }
${R} .foyer-email-view .foyer-heading { overflow-wrap: anywhere; }
${R} .foyer-resend { display: flex; justify-content: center; align-items: center; gap: 6px; min-height: 24px; }
@media (max-width: 380px) { ${R} .foyer-otp input { width: 38px; height: 48px; } }
`
