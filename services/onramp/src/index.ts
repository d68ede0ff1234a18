export { EUR_IN_USD, FEE_RATE, LIMITS, quoteOf, TEST_CARDS } from './checkout.js'
export { type OnrampOptions, startOnramp } from './server.js'
