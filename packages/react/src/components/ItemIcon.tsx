import { type ReactNode, useState } from 'react'

export interface ItemIconProps {
  name: string
  imageUrl?: string | undefined
  round?: boolean
  size?: string
  /** Shown when there is no image or it fails to load; default: the name's initial. */
  fallback?: ReactNode
}

/**
 * A wallet's, network's or token's image, or (none given, or it fails to load) a fallback: the name's
 * initial on a tile by default. Decorative: the name is always shown next to it.
 */
export function ItemIcon({ name, imageUrl, round = false, size, fallback }: ItemIconProps) {
  const [failed, setFailed] = useState<string | undefined>(undefined)
  const style = size ? { ['--foyer-icon-size' as string]: size } : undefined
  return (
    <span className="foyer-icon" data-round={round} aria-hidden="true" style={style}>
      {imageUrl && failed !== imageUrl ? (
        <img src={imageUrl} alt="" decoding="async" onError={() => setFailed(imageUrl)} />
      ) : (
        (fallback ?? (name.trim()[0] ?? '?').toUpperCase())
      )}
    </span>
  )
}
