// The secure site (the embedded wallet's own origin): see README.md.
export {}
