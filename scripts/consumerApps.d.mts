/** Apps built from the packed packages (see consumerApps.mjs). */
export type ConsumerApp = 'bare' | 'evm' | 'everything'
export const CONSUMER_APPS: readonly ConsumerApp[]
/** Packs the published packages and builds the three apps; each app's output folder. */
export function buildConsumerApps(options?: {
  from?: string | undefined
  name?: string | undefined
}): Promise<Record<ConsumerApp, string>>
/** The gzip bytes a built page loads before any click: its HTML and the scripts and styles it references. */
export function builtPageBytes(outDir: string, html?: string): number
