import { Path } from '~/utils/paths'
/**
 * A doctor's photo through the portal's resource route: fixed dimensions (no layout shift), lazy loading,
 * never inlined. Decorative (alt ''): the doctor's name is always next to it. Without a photo, a plain disc.
 */
export function DoctorPhoto({
  doctorId,
  hasPhoto,
  size,
}: {
  doctorId: number
  hasPhoto: boolean
  size: 'small' | 'large'
}) {
  const px = size === 'large' ? 96 : 48
  if (!hasPhoto) return <span className={`doctor-photo doctor-photo--${size} doctor-photo--none`} aria-hidden="true" />
  return (
    <img
      className={`doctor-photo doctor-photo--${size}`}
      src={`${Path.doctorPhoto}/${doctorId}`}
      alt=""
      width={px}
      height={px}
      loading="lazy"
      decoding="async"
    />
  )
}
