export interface ItemIconProps {
  name: string
  imageUrl?: string | undefined
  round?: boolean
  size?: string
}

/** A wallet's or network's image, or its initial on a tile when it has none. Decorative: the name is always shown. */
export function ItemIcon({ name, imageUrl, round = false, size }: ItemIconProps) {
  const style = size ? { ['--foyer-icon-size' as string]: size } : undefined
  return (
    <span className="foyer-icon" data-round={round} aria-hidden="true" style={style}>
      {imageUrl ? <img src={imageUrl} alt="" /> : (name.trim()[0] ?? '?').toUpperCase()}
    </span>
  )
}
