import type { ResolvedOptions } from '@foyer/core'
import type { CSSProperties } from 'react'

/** The attribute every Foyer root carries; all CSS is scoped under it. */
export const ROOT_ATTRIBUTE = 'data-foyer'

const LIGHT = `
  --foyer-color-bg: #ffffff;
  --foyer-color-fg: #141414;
  --foyer-color-fg-muted: #565a61;
  --foyer-color-surface: #f1f3f5;
  --foyer-color-surface-hover: #e4e7eb;
  --foyer-color-border: #d3d7dc;
  --foyer-color-accent: var(--foyer-accent, #0a5bc4);
  --foyer-color-on-accent: #ffffff;
  --foyer-color-error: #b3141a;
  --foyer-color-success: #0c6e37;
  --foyer-color-backdrop: rgba(0, 0, 0, 0.35);
  color-scheme: light;
`

const DARK = `
  --foyer-color-bg: #17181a;
  --foyer-color-fg: #f3f4f5;
  --foyer-color-fg-muted: #a9adb4;
  --foyer-color-surface: #25272a;
  --foyer-color-surface-hover: #303337;
  --foyer-color-border: #3d4045;
  --foyer-color-accent: var(--foyer-accent, #5aa9ff);
  --foyer-color-on-accent: #0b0d10;
  --foyer-color-error: #ff8080;
  --foyer-color-success: #5ad38f;
  --foyer-color-backdrop: rgba(0, 0, 0, 0.6);
  color-scheme: dark;
`

/**
 * Theme variables and the page-level components (ConnectButton, NetworkButton). Sizes derive from
 * --foyer-font-size-master (10px) and --foyer-border-radius-master (4px), so an app rescales everything
 * with two variables. With no themeMode the visitor's colour scheme decides.
 */
export const baseCss = `
[${ROOT_ATTRIBUTE}] {
  --foyer-font-size-master: 10px;
  --foyer-border-radius-master: 4px;
  --foyer-font-family: system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif;
  --foyer-z-index: 999;
  --foyer-fs-small: calc(var(--foyer-font-size-master) * 1.2);
  --foyer-fs: calc(var(--foyer-font-size-master) * 1.4);
  --foyer-fs-large: calc(var(--foyer-font-size-master) * 1.6);
  --foyer-space: calc(var(--foyer-font-size-master) * 0.8);
  --foyer-radius-s: calc(var(--foyer-border-radius-master) * 2);
  --foyer-radius-m: calc(var(--foyer-border-radius-master) * 3);
  --foyer-radius-l: calc(var(--foyer-border-radius-master) * 5);
  --foyer-radius-full: calc(var(--foyer-border-radius-master) * 25);
  ${LIGHT}
  font-family: var(--foyer-font-family);
  font-size: var(--foyer-fs);
  color: var(--foyer-color-fg);
  box-sizing: border-box;
}
[${ROOT_ATTRIBUTE}] *, [${ROOT_ATTRIBUTE}] *::before, [${ROOT_ATTRIBUTE}] *::after { box-sizing: inherit; }
[${ROOT_ATTRIBUTE}][data-foyer-theme='dark'] { ${DARK} }
@media (prefers-color-scheme: dark) {
  [${ROOT_ATTRIBUTE}]:not([data-foyer-theme]) { ${DARK} }
}
[${ROOT_ATTRIBUTE}] :focus-visible, [${ROOT_ATTRIBUTE}]:focus-visible {
  outline: 2px solid var(--foyer-color-accent);
  outline-offset: 2px;
}
.foyer-page-button {
  display: inline-flex; align-items: center; gap: var(--foyer-space);
  min-height: calc(var(--foyer-font-size-master) * 4);
  padding: 0 calc(var(--foyer-space) * 1.5);
  border: 1px solid var(--foyer-color-border);
  border-radius: var(--foyer-radius-full);
  background: var(--foyer-color-bg); color: var(--foyer-color-fg);
  font: inherit; font-weight: 600; cursor: pointer;
}
.foyer-page-button:hover { background: var(--foyer-color-surface); }
.foyer-page-button[data-variant='accent'] {
  background: var(--foyer-color-accent); color: var(--foyer-color-on-accent); border-color: transparent;
}
.foyer-page-button[data-variant='accent']:hover { filter: brightness(1.08); }
.foyer-page-button[aria-busy='true'] { cursor: progress; }
.foyer-page-button__muted { color: var(--foyer-color-fg-muted); font-weight: 500; }
.foyer-avatar {
  display: inline-block; flex: none; border-radius: 50%; overflow: hidden;
  width: var(--foyer-avatar-size, calc(var(--foyer-font-size-master) * 2.4));
  height: var(--foyer-avatar-size, calc(var(--foyer-font-size-master) * 2.4));
  background-size: cover; object-fit: cover;
}
.foyer-icon {
  display: inline-flex; align-items: center; justify-content: center; flex: none; overflow: hidden;
  width: var(--foyer-icon-size, calc(var(--foyer-font-size-master) * 2.4));
  height: var(--foyer-icon-size, calc(var(--foyer-font-size-master) * 2.4));
  border-radius: var(--foyer-radius-s);
  background: var(--foyer-color-surface); color: var(--foyer-color-fg);
  font-weight: 700; font-size: var(--foyer-fs-small);
}
.foyer-icon img { width: 100%; height: 100%; object-fit: cover; }
.foyer-icon[data-round='true'] { border-radius: 50%; }
@media (prefers-reduced-motion: reduce) {
  [${ROOT_ATTRIBUTE}], [${ROOT_ATTRIBUTE}] * { animation: none !important; transition: none !important; }
}
`

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
