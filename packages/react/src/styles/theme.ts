import type { ResolvedOptions } from '@foyer/core'
import type { CSSProperties } from 'react'

/** The attribute every Foyer root carries; all CSS is scoped under it. */
export const ROOT_ATTRIBUTE = 'data-foyer'

const R = `[${ROOT_ATTRIBUTE}]`

// The page's buttons' colours per theme mode, written out: no code on the page builds them (the modal's
// own come with it, modalTheme.ts). Every text/background pair the UI uses meets WCAG AA (4.5:1;
// theme.test.ts reads them from this CSS). The accent yields to an app's --foyer-accent (its contrast is
// then the app's choice).
const DARK =
  '--foyer-color-bg:#17181a;--foyer-color-fg:#f3f4f5;--foyer-color-fg-muted:#a9adb4;--foyer-color-surface:#25272a;--foyer-color-border:#3d4045;--foyer-color-accent:var(--foyer-accent,#5aa9ff);--foyer-color-on-accent:#0b0d10;color-scheme:dark'

/**
 * Theme variables and the page-level components (ConnectButton, NetworkButton). Sizes derive from
 * --foyer-font-size-master (10px) and --foyer-border-radius-master (4px), so an app rescales everything
 * with two variables. With no themeMode the visitor's colour scheme decides. The variables and rules only
 * the modal uses come with it (modalTheme.ts), the icon tile's with NetworkButton or the modal
 * (iconCss.ts): the page carries only what its buttons need. On a phone (480 px
 * and less) the account button keeps the avatar and address; the balance is in the Account view. Written
 * compactly (a rule a line, no spaces after `:`, `;` or `,`) and without comments: the text travels to every
 * page as it is.
 */
export const baseCss = `${R}{--foyer-font-size-master:10px;--foyer-border-radius-master:4px;
--foyer-font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;
--foyer-fs:calc(var(--foyer-font-size-master) * 1.4);--foyer-space:calc(var(--foyer-font-size-master) * 0.8);
--foyer-radius-full:calc(var(--foyer-border-radius-master) * 25);
--foyer-color-bg:#ffffff;--foyer-color-fg:#141414;--foyer-color-fg-muted:#565a61;--foyer-color-surface:#f1f3f5;
--foyer-color-border:#d3d7dc;--foyer-color-accent:var(--foyer-accent,#0a5bc4);--foyer-color-on-accent:#ffffff;
color-scheme:light;font-family:var(--foyer-font-family);font-size:var(--foyer-fs);color:var(--foyer-color-fg);
box-sizing:border-box}
${R}[data-foyer-theme='dark']{${DARK}}
@media (prefers-color-scheme:dark){${R}:not([data-foyer-theme]){${DARK}}}
${R}:focus-visible{outline:2px solid var(--foyer-color-accent);outline-offset:2px}
.foyer-page-button{display:inline-flex;align-items:center;gap:var(--foyer-space);white-space:nowrap;
min-height:calc(var(--foyer-font-size-master) * 4);padding:0 calc(var(--foyer-space) * 1.5);
border:1px solid var(--foyer-color-border);border-radius:var(--foyer-radius-full);
background:var(--foyer-color-bg);color:var(--foyer-color-fg);
font-family:var(--foyer-font-family);font-size:var(--foyer-fs);font-weight:600;cursor:pointer;max-width:100%;min-width:0}
.foyer-page-button:hover{background:var(--foyer-color-surface)}
.foyer-page-button[data-variant='accent']{background:var(--foyer-color-accent);color:var(--foyer-color-on-accent);border-color:transparent}
.foyer-page-button[data-variant='accent']:hover{filter:brightness(1.08)}
.foyer-page-button[aria-busy='true']{cursor:progress}
.foyer-page-button__muted{color:var(--foyer-color-fg-muted);font-weight:500}
.foyer-page-button>span{overflow:hidden;text-overflow:ellipsis}
@media (max-width:480px){.foyer-page-button__muted{display:none}}
.foyer-avatar{display:inline-block;flex:none;border-radius:50%;overflow:hidden;
width:var(--foyer-avatar-size,calc(var(--foyer-font-size-master) * 2.4));
height:var(--foyer-avatar-size,calc(var(--foyer-font-size-master) * 2.4));background-size:cover;object-fit:cover}`

/** The attributes that put an element under Foyer's theme: scope, mode and the app's variables. */
export function themeAttributes(options: Pick<ResolvedOptions, 'themeMode' | 'themeVariables'>): {
  'data-foyer': ''
  'data-foyer-theme'?: 'light' | 'dark'
  style: CSSProperties
} {
  const style: Record<string, string> = {}
  for (const [name, value] of Object.entries(options.themeVariables ?? {})) {
    // Only Foyer's own variables pass; anything else in options could not style the modal anyway.
    if (name.startsWith('--foyer-') && value !== undefined) style[name] = String(value)
  }
  return options.themeMode
    ? { 'data-foyer': '', 'data-foyer-theme': options.themeMode, style: style as CSSProperties }
    : { 'data-foyer': '', style: style as CSSProperties }
}
