// The adapter beyond its page part (the class and discovery): one chunk, loaded with import() by preload()
// when the modal opens, by a remembered connection's reconnect, or by the first call that needs it.
export * from './lifecycle.js'
export * from './requests.js'
