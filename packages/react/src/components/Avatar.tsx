import { avatarGradient } from '../utils/avatarGradient.js'

export interface AvatarProps {
  address: string
  image?: string | null | undefined
  /** CSS length; defaults to the theme's small avatar size. */
  size?: string | undefined
}

/** The account's profile image, else a gradient generated from its address. Decorative: the address is shown next to it. */
export function Avatar({ address, image, size }: AvatarProps) {
  const sizeStyle = size ? { ['--foyer-avatar-size' as string]: size } : {}
  if (image) return <img className="foyer-avatar" src={image} alt="" style={sizeStyle} />
  return (
    <span
      className="foyer-avatar"
      data-testid="foyer-avatar-gradient"
      aria-hidden="true"
      style={{ ...sizeStyle, backgroundImage: avatarGradient(address) }}
    />
  )
}
