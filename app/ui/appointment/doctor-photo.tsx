import { doctorInitials } from '~/domain/common/doctor-name'
import { Path } from '~/utils/navigation/paths'

const PIXELS = { small: 48, medium: 56, large: 96 } as const

/**
 * A doctor's photo through the portal's resource route: fixed dimensions (no layout shift), lazy loading,
 * never inlined. Decorative (alt '', the disc hidden): the doctor's name is always next to it. Without a
 * photo, a plain disc, or the initials of `initialsOf` (the name as shown), which the photo covers when
 * there is one. A missing photo is never asked for: its 404 would be a broken image and a logged error.
 */
export function DoctorPhoto({
  doctorId,
  hasPhoto,
  size,
  initialsOf,
}: {
  doctorId: number
  hasPhoto: boolean
  size: keyof typeof PIXELS
  initialsOf?: string
}) {
  const shape = `doctor-photo doctor-photo--${size}`
  const photo = (className?: string) =>
    hasPhoto ? (
      <img
        className={className}
        src={`${Path.doctorPhoto}/${doctorId}`}
        alt=""
        width={PIXELS[size]}
        height={PIXELS[size]}
        loading="lazy"
        decoding="async"
      />
    ) : null
  if (initialsOf === undefined)
    return photo(shape) ?? <span className={`${shape} doctor-photo--none`} aria-hidden="true" />
  return (
    <span className={`${shape} doctor-photo--initials`} aria-hidden="true">
      {doctorInitials(initialsOf)}
      {photo()}
    </span>
  )
}
