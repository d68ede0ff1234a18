export { EXCHANGE_ID } from './api.js'
export { EXCHANGE_ASSETS } from './assets.js'
export { TEST_LOGIN } from './logins.js'
export { type ExchangeOptions, startExchange } from './server.js'
