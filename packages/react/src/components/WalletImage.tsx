import { useState } from 'react'

export interface WalletImageProps {
  name: string
  imageUrl: string | undefined
  size?: string
}

/**
 * A wallet logo loaded lazily (the browser fetches it only when near the view), or the wallet's
 * initial when it has none or the image fails. Decorative: the name is always shown next to it.
 */
export function WalletImage({ name, imageUrl, size }: WalletImageProps) {
  const [failed, setFailed] = useState<string | undefined>(undefined)
  const style = size ? { ['--foyer-icon-size' as string]: size } : undefined
  return (
    <span className="foyer-icon" aria-hidden="true" style={style}>
      {imageUrl && failed !== imageUrl ? (
        <img src={imageUrl} alt="" loading="lazy" decoding="async" onError={() => setFailed(imageUrl)} />
      ) : (
        (name.trim()[0] ?? '?').toUpperCase()
      )}
    </span>
  )
}
