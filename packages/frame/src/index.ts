// The embedded wallet's frame protocol (§7): schemas shared by the dApp's page and the secure site.
export {}
