export { PROVIDERS, type ProviderName, TEST_PEOPLE } from './profiles.js'
export { type Idp, type IdpOptions, LOCAL_CLIENT, OTHER_CLIENT, startIdp } from './server.js'
