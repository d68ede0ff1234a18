import { ROOT_ATTRIBUTE } from '../styles/theme.js'

const R = `[${ROOT_ATTRIBUTE}]`

/**
 * The modal's and the views' CSS, injected by the modal chunk on first open. Durations are fixed:
 * view transition 150 ms, modal height 150 ms, header text 120 ms, shake 500 ms. On phones the sheet slides
 * up from the bottom edge. A field's focus ring is inset: the scrolling body (overflow hidden) would clip
 * one drawn outside. The snackbar sits under the header, in the flow (it covers nothing), away from the
 * primary actions at the foot of each view; one colour and icon per variant. Written compactly (no
 * indentation, no spaces after `:`, `;` or `,`) and without comments: the text travels as it is.
 */
export const modalCss = `${R}.foyer-backdrop{position:fixed;inset:0;z-index:var(--foyer-z-index);display:flex;align-items:center;
justify-content:center;background:var(--foyer-color-backdrop);animation:foyer-fade 150ms ease-out}
${R} .foyer-dialog{position:relative;width:360px;max-width:100%;max-height:calc(100vh - 32px);display:flex;
flex-direction:column;overflow:hidden;background:var(--foyer-color-bg);color:var(--foyer-color-fg);
border:1px solid var(--foyer-color-border);border-radius:var(--foyer-radius-l);
box-shadow:0 8px 32px rgba(0,0,0,0.25);outline:none}
${R} .foyer-dialog[data-shake='true']{animation:foyer-shake 500ms ease-in-out}
@media (max-width:430px){${R}.foyer-backdrop{align-items:flex-end}${R} .foyer-dialog{width:100%;
border-bottom-left-radius:0;border-bottom-right-radius:0;border-bottom:none;max-height:calc(100vh - 48px);
animation:foyer-sheet-up 200ms ease-out}}
${R} .foyer-header{display:grid;grid-template-columns:40px 1fr 40px;align-items:center;
padding:calc(var(--foyer-space) * 1.5) calc(var(--foyer-space) * 1.5) var(--foyer-space)}
${R} .foyer-title{margin:0;text-align:center;font-size:var(--foyer-fs-large);font-weight:600;
animation:foyer-fade 120ms ease-out;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
${R} .foyer-icon-button{width:36px;height:36px;display:inline-flex;align-items:center;justify-content:center;
border:none;border-radius:var(--foyer-radius-m);background:transparent;color:var(--foyer-color-fg);
font-size:var(--foyer-fs-large);cursor:pointer}
${R} .foyer-icon-button:hover{background:var(--foyer-color-surface)}
${R}[dir='rtl'] .foyer-directional{transform:scaleX(-1)}
${R} .foyer-height{overflow-x:hidden;overflow-y:auto;transition:height 150ms ease}
${R} .foyer-body{padding:0 calc(var(--foyer-space) * 1.5) calc(var(--foyer-space) * 2);overflow-y:auto}
${R} .foyer-view{animation:foyer-next 150ms ease-out}
${R} .foyer-view[data-direction='prev']{animation-name:foyer-prev}
${R} .foyer-stack{display:flex;flex-direction:column;gap:var(--foyer-space)}
${R} .foyer-center{display:flex;flex-direction:column;align-items:center;text-align:center;
gap:var(--foyer-space);padding:calc(var(--foyer-space) * 2) 0}
${R} .foyer-list{list-style:none;margin:0;padding:0;display:flex;flex-direction:column;
gap:calc(var(--foyer-space) * 0.5)}
${R} .foyer-list-item{width:100%;display:flex;align-items:center;gap:calc(var(--foyer-space) * 1.25);
padding:var(--foyer-space);min-height:calc(var(--foyer-font-size-master) * 5.6);border:none;
border-radius:var(--foyer-radius-m);background:var(--foyer-color-surface);color:var(--foyer-color-fg);
font:inherit;font-weight:500;text-align:start;text-decoration:none;cursor:pointer;
--foyer-icon-size:calc(var(--foyer-font-size-master) * 4)}
${R} .foyer-list-item:hover:not(:disabled){background:var(--foyer-color-surface-hover)}
${R} .foyer-list-item:disabled{cursor:not-allowed;color:var(--foyer-color-fg-muted)}
${R} .foyer-list-item[aria-current='true']{box-shadow:inset 0 0 0 2px var(--foyer-color-accent)}
${R} .foyer-list-item__name{flex:1;min-width:0;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
${R} .foyer-tag{padding:2px 6px;border-radius:var(--foyer-radius-s);font-size:var(--foyer-fs-small);
font-weight:600;background:var(--foyer-color-bg);color:var(--foyer-color-fg-muted);
border:1px solid var(--foyer-color-border)}
${R} .foyer-button{display:inline-flex;align-items:center;justify-content:center;gap:var(--foyer-space);
min-height:calc(var(--foyer-font-size-master) * 4);padding:0 calc(var(--foyer-space) * 2);
border:1px solid transparent;border-radius:var(--foyer-radius-m);background:var(--foyer-color-accent);
color:var(--foyer-color-on-accent);font:inherit;font-weight:600;cursor:pointer;text-decoration:none}
${R} .foyer-button[data-variant='secondary']{background:var(--foyer-color-surface);color:var(--foyer-color-fg);
border-color:var(--foyer-color-border)}
${R} .foyer-button:disabled{opacity:0.6;cursor:not-allowed}
${R} .foyer-input{flex:1;min-width:0;min-height:calc(var(--foyer-font-size-master) * 4);
padding:0 var(--foyer-space);border:1px solid var(--foyer-color-border);border-radius:var(--foyer-radius-m);
background:var(--foyer-color-bg);color:var(--foyer-color-fg);font:inherit}
${R} .foyer-input:focus-visible{outline:2px solid var(--foyer-color-accent);outline-offset:-2px}
${R} .foyer-row{display:flex;gap:var(--foyer-space);align-items:center}
${R} .foyer-muted{color:var(--foyer-color-fg-muted);margin:0}
${R} .foyer-connect-footer{display:flex;justify-content:center;align-items:center;gap:6px;margin:0;
padding-top:calc(var(--foyer-space) * 0.75);border-top:1px solid var(--foyer-color-border);
color:var(--foyer-color-fg-muted);font-size:var(--foyer-fs-small)}
${R} .foyer-link-button{border:none;background:none;padding:2px 4px;font:inherit;font-weight:600;
color:var(--foyer-color-accent);cursor:pointer;border-radius:var(--foyer-radius-s)}
${R} .foyer-link-button:hover{text-decoration:underline}
${R} .foyer-help-list{list-style:none;margin:0;padding:0;display:flex;flex-direction:column;
gap:var(--foyer-space)}
${R} .foyer-help-list__title{margin:0 0 4px;font-size:var(--foyer-fs)}
${R} .foyer-error{color:var(--foyer-color-error);margin:0}
${R} .foyer-heading{margin:0;font-size:var(--foyer-fs-large);font-weight:600}
${R} .foyer-separator{display:flex;align-items:center;gap:var(--foyer-space);color:var(--foyer-color-fg-muted);
font-size:var(--foyer-fs-small)}
${R} .foyer-separator::before,${R} .foyer-separator::after{content:'';flex:1;
border-top:1px solid var(--foyer-color-border)}
${R} .foyer-social-row{list-style:none;margin:0;padding:0;display:grid;grid-template-columns:repeat(4,1fr);
gap:calc(var(--foyer-space) * 0.5)}
${R} .foyer-social-tile{width:100%;display:flex;align-items:center;justify-content:center;border:none;
cursor:pointer;min-height:calc(var(--foyer-font-size-master) * 4.8);border-radius:var(--foyer-radius-m);
background:var(--foyer-color-surface);color:var(--foyer-color-fg);
--foyer-icon-size:calc(var(--foyer-font-size-master) * 2.8)}
${R} .foyer-social-tile:hover{background:var(--foyer-color-surface-hover)}
${R} .foyer-spinner-wrap{position:relative;display:inline-flex;padding:8px;
--foyer-icon-size:calc(var(--foyer-font-size-master) * 6.4)}
${R} .foyer-spinner-wrap::after{content:'';position:absolute;inset:0;border-radius:var(--foyer-radius-l);
border:3px solid transparent;border-top-color:var(--foyer-color-accent);
border-right-color:var(--foyer-color-accent);animation:foyer-spin 900ms linear infinite}
${R} .foyer-spinner-wrap[data-error='true']::after{border-color:var(--foyer-color-error);animation:none}
${R} .foyer-spinner{width:24px;height:24px;border-radius:50%;border:3px solid var(--foyer-color-border);
border-top-color:var(--foyer-color-accent);animation:foyer-spin 900ms linear infinite}
${R} .foyer-spinner--small{width:14px;height:14px;border-width:2px;margin-inline-end:6px;vertical-align:-2px;
display:inline-block}
${R} .foyer-snackbar{align-self:center;flex:none;margin:0 auto var(--foyer-space);width:fit-content;display:flex;
align-items:center;gap:var(--foyer-space);max-width:calc(100% - 24px);
padding:var(--foyer-space) calc(var(--foyer-space) * 1.5);border-radius:var(--foyer-radius-full);
background:var(--foyer-color-surface);color:var(--foyer-color-fg);border:1px solid var(--foyer-color-border);
font-weight:500;box-shadow:0 4px 16px rgba(0,0,0,0.2);animation:foyer-fade 150ms ease-out}
${R} .foyer-snackbar[data-variant='success']{border-color:var(--foyer-color-success)}
${R} .foyer-snackbar[data-variant='error']{border-color:var(--foyer-color-error)}
${R} .foyer-snackbar:not([data-variant='loading'])::before{width:18px;height:18px;border-radius:50%;flex:none;
display:grid;place-items:center;font-size:12px;font-weight:700;color:var(--foyer-color-bg)}
${R} .foyer-snackbar[data-variant='success']::before{content:'\\2713';background:var(--foyer-color-success)}
${R} .foyer-snackbar[data-variant='error']::before{content:'!';background:var(--foyer-color-error)}
${R} .foyer-snackbar__dot{width:8px;height:8px;border-radius:50%;flex:none;background:var(--foyer-color-bg)}
${R} .foyer-alert{margin:0 calc(var(--foyer-space) * 1.5) var(--foyer-space);padding:var(--foyer-space);
border:1px solid var(--foyer-color-error);border-radius:var(--foyer-radius-m);
background:var(--foyer-color-surface);display:flex;gap:var(--foyer-space);align-items:flex-start}
${R} .foyer-alert p{margin:0}
${R} .foyer-account-name{margin:0;font-size:calc(var(--foyer-font-size-master) * 2);font-weight:600}
${R} .foyer-visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);
white-space:nowrap}
${R} .foyer-skeleton{display:flex;flex-direction:column;gap:calc(var(--foyer-space) * 0.5);padding:2px 0}
${R} .foyer-skeleton__row{display:block;height:calc(var(--foyer-font-size-master) * 5.6);
border-radius:var(--foyer-radius-m);
background:linear-gradient(90deg,var(--foyer-color-surface) 0%,var(--foyer-color-border) 50%,var(--foyer-color-surface) 100%);
background-size:200% 100%;animation:foyer-shimmer 1.2s ease-in-out infinite}
${R} .foyer-skeleton__row:nth-child(2){opacity:0.8}
${R} .foyer-skeleton__row:nth-child(3){opacity:0.6}
${R}.foyer-backdrop[data-closing='true']{animation:foyer-fade-out 150ms ease-in forwards;pointer-events:none}
@keyframes foyer-shimmer{from{background-position:100% 0}to{background-position:-100% 0}}
@keyframes foyer-fade-out{from{opacity:1}to{opacity:0}}
@keyframes foyer-sheet-up{from{transform:translateY(24%);opacity:0.6}to{transform:none;opacity:1}}
@keyframes foyer-fade{from{opacity:0}to{opacity:1}}
@keyframes foyer-next{from{opacity:0;transform:translateX(12px)}to{opacity:1;transform:none}}
@keyframes foyer-prev{from{opacity:0;transform:translateX(-12px)}to{opacity:1;transform:none}}
@keyframes foyer-spin{to{transform:rotate(360deg)}}
@keyframes foyer-shake{10%,90%{transform:translateX(-2px)}20%,80%{transform:translateX(4px)}30%,50%,70%{
transform:translateX(-6px)}40%,60%{transform:translateX(6px)}}`
