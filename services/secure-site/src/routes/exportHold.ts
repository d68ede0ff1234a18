import { ApiError, type SecureSiteDeps } from '../http/context.js'

/** Key export waits 24 h after an email change; the refusal says until when. */
export async function refuseHeldExport(deps: SecureSiteDeps, userId: string): Promise<void> {
  const until = await deps.emailChanges.exportHeldUntil(userId)
  if (until)
    throw new ApiError(
      403,
      'EXPORT_HELD',
      `The email address changed recently: key export is held until ${until.toISOString()}.`,
      { until: until.toISOString() },
    )
}
