import type { Alert } from '../store/types.js'

/**
 * The one alert createFoyer may raise at start-up. It lives apart from the ALERTS table so that
 * page load carries only this entry; the other alerts come with the code that raises them.
 */
export const PROJECT_ID_NOT_CONFIGURED: Alert = {
  id: 'ProjectIdNotConfigured',
  title: { id: 'alertProjectIdNotConfiguredTitle' },
  message: { id: 'alertProjectIdNotConfigured' },
  variant: 'warning',
}
