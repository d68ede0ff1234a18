import { type ReactNode, useState } from 'react'

export interface ItemIconProps {
  name: string
  imageUrl?: string | undefined
  round?: boolean
  size?: string
  /** Shown when there is no image or it fails to load; default: the name's initial. */
  fallback?: ReactNode
  /** URLs known to fail (shared by the icons of one instance): shown as the fallback, and a failure is added. */
  misses?: Set<string> | undefined
}

/**
 * A wallet's, network's or token's image, or (none given, or it fails to load) a fallback: the name's
 * initial on a tile by default. Decorative: the name is always shown next to it.
 */
export function ItemIcon({ name, imageUrl, round = false, size, fallback, misses }: ItemIconProps) {
  const [failed, setFailed] = useState<string | undefined>(undefined)
  const style = size ? { ['--foyer-icon-size' as string]: size } : undefined
  const fail = (url: string) => {
    misses?.add(url)
    setFailed(url)
  }
  return (
    <span className="foyer-icon" data-round={round} aria-hidden="true" style={style}>
      {imageUrl && failed !== imageUrl && !misses?.has(imageUrl) ? (
        <img src={imageUrl} alt="" decoding="async" onError={() => fail(imageUrl)} />
      ) : (
        (fallback ?? (name.trim()[0] ?? '?').toUpperCase())
      )}
    </span>
  )
}
