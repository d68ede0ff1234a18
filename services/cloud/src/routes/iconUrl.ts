/** Absolute URL of a fungible's seeded token image (with the project id, so an `<img>` loads it), or ''. */
export function iconUrlBuilder(publicUrl: string, projectId: string) {
  return (fungible: { imageSymbol?: string | undefined }): string =>
    fungible.imageSymbol === undefined
      ? ''
      : `${publicUrl}/public/getTokenImage/${fungible.imageSymbol}?projectId=${projectId}`
}
