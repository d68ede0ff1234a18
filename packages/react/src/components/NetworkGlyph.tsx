/**
 * A block (cube): the generic network glyph, drawn inline so a network without its own image costs no
 * request. Its own module, apart from icons.tsx: the network button puts it in the page-load chunk, and
 * the modal's other icons must stay out of it.
 */
export const NetworkGlyph = () => (
  <svg
    aria-hidden="true"
    focusable="false"
    width="1em"
    height="1em"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth={2}
    strokeLinejoin="round"
  >
    <path d="M12 2.5l8.5 4.75v9.5L12 21.5l-8.5-4.75v-9.5zM3.5 7.25L12 12l8.5-4.75M12 12v9.5" />
  </svg>
)
