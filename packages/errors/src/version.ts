/** Foyer's version, printed in every error's message (the packages are released together). */
export const version = '0.1.0'
