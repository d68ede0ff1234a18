// The languages the secure site's own cards speak: the same tags as the modal's tables. The page names
// one in the frame's URL (`locale`) and in SYNC_LOCALE; anything else is ignored, so a page can pick a
// language but never put its own text into the frame.

export const FRAME_LOCALES = ['en', 'es', 'fr', 'de', 'pt-BR', 'ja', 'ko', 'zh-CN', 'tr', 'ar'] as const
export type FrameLocale = (typeof FRAME_LOCALES)[number]

/** Whether `value` is exactly one of the frame's language tags (`pt-BR`, not `pt-br`). */
export function isFrameLocale(value: unknown): value is FrameLocale {
  return typeof value === 'string' && (FRAME_LOCALES as readonly string[]).includes(value)
}
