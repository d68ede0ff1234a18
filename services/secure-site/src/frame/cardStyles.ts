// The secure site's card styles: light, dark (the page's SYNC_THEME, else the visitor's colour scheme),
// a centred card on wide screens and a bottom sheet flush with the bottom edge on phones.

const LIGHT =
  '--bg:#fff;--fg:#141414;--muted:#5f6368;--line:#e4e4e7;--accent:#3b5bdb;--accent-fg:#fff;--block:#f4f4f5;--danger:#c92a2a'
const DARK =
  '--bg:#1c1c1f;--fg:#f4f4f5;--muted:#a1a1aa;--line:#34343a;--accent:#748ffc;--accent-fg:#0b0b0c;--block:#27272a;--danger:#ff8787'

const CSS = `
:root{color-scheme:light;${LIGHT}}
:root[data-theme=dark]{color-scheme:dark;${DARK}}
@media (prefers-color-scheme:dark){:root:not([data-theme=light]){color-scheme:dark;${DARK}}}
html,body{margin:0;background:transparent;font:15px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
.backdrop{position:fixed;inset:0;display:flex;align-items:center;justify-content:center;background:rgba(0,0,0,.35);padding:16px}
.card{box-sizing:border-box;width:min(360px,100%);max-height:calc(100vh - 32px);overflow:auto;background:var(--bg);color:var(--fg);border:1px solid var(--line);border-radius:20px;padding:20px;box-shadow:0 12px 40px rgba(0,0,0,.25)}
@media (max-width:430px){.backdrop{align-items:flex-end;padding:0}.card{width:100%;max-height:90vh;border-radius:20px 20px 0 0;border-bottom:0;padding-bottom:calc(20px + env(safe-area-inset-bottom))}}
h1{font-size:18px;margin:0 0 4px}
h2{font-size:14px;margin:12px 0 6px}
.origin{margin:0 0 8px;font-weight:600;word-break:break-all}
.claim{color:var(--muted);margin:4px 0 16px;font-size:13px;word-break:break-word}
dl{margin:0 0 12px;display:grid;grid-template-columns:auto 1fr;gap:6px 12px}
dt{color:var(--muted)}dd{margin:0;word-break:break-all;text-align:end}
dd.danger{color:var(--danger);font-weight:700}
dd small{display:block;color:var(--muted);word-break:normal}
section{border-top:1px solid var(--line)}
pre{background:var(--block);border-radius:12px;padding:12px;margin:0 0 16px;max-height:180px;overflow:auto;white-space:pre-wrap;word-break:break-word;font:13px/1.4 ui-monospace,monospace}
.hint{color:var(--muted);font-size:13px;margin:0 0 10px}
.actions{display:flex;gap:8px}
button{flex:1;min-height:44px;border-radius:12px;font:inherit;font-weight:600;cursor:pointer;border:1px solid var(--line);background:var(--bg);color:var(--fg)}
button.primary{background:var(--accent);border-color:var(--accent);color:var(--accent-fg)}
button.hold{background:linear-gradient(to right,var(--accent) calc(var(--progress,0)*100%),var(--block) 0);color:var(--fg);border-color:var(--accent);touch-action:none;user-select:none;-webkit-user-select:none}
[dir=rtl] button.hold{background:linear-gradient(to left,var(--accent) calc(var(--progress,0)*100%),var(--block) 0)}
button:disabled,button[aria-disabled=true]{opacity:.6;cursor:not-allowed}
button:focus-visible{outline:3px solid var(--accent);outline-offset:2px}
.status{min-height:1.2em;margin:10px 0 0;color:var(--muted)}
.key{font:14px/1.4 ui-monospace,monospace;word-break:break-all;background:var(--block);padding:12px;border-radius:12px}
ul{list-style:none;padding:0;margin:0 0 12px}
li{display:flex;flex-wrap:wrap;align-items:center;justify-content:space-between;gap:8px;margin:6px 0}
li button{flex:0 0 auto;padding:0 14px}
li .hint{flex-basis:100%;margin:0}
li button.primary{flex:1 1 100%}
label{display:block;margin:0 0 6px;font-weight:600}
input.code{box-sizing:border-box;width:100%;min-height:44px;font:20px/1 ui-monospace,monospace;letter-spacing:4px;padding:0 12px;border:1px solid var(--line);border-radius:12px;background:var(--bg);color:var(--fg)}
textarea{box-sizing:border-box;width:100%;font:12px/1.4 ui-monospace,monospace;padding:8px;border:1px solid var(--line);border-radius:12px;background:var(--bg);color:var(--fg)}
textarea:focus-visible,input[type=checkbox]:focus-visible,input[type=file]:focus-visible{outline:3px solid var(--accent);outline-offset:1px}
input.code:focus-visible{outline:3px solid var(--accent);outline-offset:1px}
`

/** Adds the frame's styles once. */
export function installStyles(doc: Document): void {
  if (doc.getElementById('foyer-secure-css')) return
  const style = doc.createElement('style')
  style.id = 'foyer-secure-css'
  style.textContent = CSS
  doc.head.appendChild(style)
}

export function element<K extends keyof HTMLElementTagNameMap>(
  doc: Document,
  tag: K,
  props: Partial<HTMLElementTagNameMap[K]> = {},
  children: (Node | string)[] = [],
): HTMLElementTagNameMap[K] {
  const node = Object.assign(doc.createElement(tag), props)
  node.append(...children)
  return node
}
