import { ROOT_ATTRIBUTE } from './theme.js'

const R = `[${ROOT_ATTRIBUTE}]`

/**
 * The small text and radius sizes and the icon tile (a network's, wallet's or token's image or initial):
 * NetworkButton injects it on the page, and the modal's theme carries it, so a page with only
 * ConnectButton has none of it. Written compactly, as theme.ts's.
 */
export const iconCss = `${R}{--foyer-fs-small:calc(var(--foyer-font-size-master) * 1.2);
--foyer-radius-s:calc(var(--foyer-border-radius-master) * 2)}
.foyer-icon{display:inline-flex;align-items:center;justify-content:center;flex:none;overflow:hidden;
width:var(--foyer-icon-size,calc(var(--foyer-font-size-master) * 2.4));
height:var(--foyer-icon-size,calc(var(--foyer-font-size-master) * 2.4));border-radius:var(--foyer-radius-s);
background:var(--foyer-color-surface);color:var(--foyer-color-fg);font-weight:700;
font-size:var(--foyer-fs-small)}
.foyer-icon img{width:100%;height:100%;object-fit:cover}
.foyer-icon svg{width:55%;height:55%}
.foyer-icon[data-round='true']{border-radius:50%}`
