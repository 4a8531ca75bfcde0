import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { DoctorPhoto } from './doctor-photo'

describe('DoctorPhoto', () => {
  it('shows the photo through the resource route, decorative, sized and lazy', () => {
    expect(renderToStaticMarkup(<DoctorPhoto doctorId={7} hasPhoto size="large" />)).toBe(
      '<img class="doctor-photo doctor-photo--large" src="/resources/doctor-photo/7" alt="" width="96" height="96" loading="lazy" decoding="async"/>',
    )
  })

  it('without a photo asks for none and shows a hidden plain disc', () => {
    expect(renderToStaticMarkup(<DoctorPhoto doctorId={7} hasPhoto={false} size="small" />)).toBe(
      '<span class="doctor-photo doctor-photo--small doctor-photo--none" aria-hidden="true"></span>',
    )
  })

  it('with a name, shows its initials, which the photo covers when there is one (docs/accessibility.md)', () => {
    expect(
      renderToStaticMarkup(<DoctorPhoto doctorId={2} hasPhoto={false} size="medium" initialsOf="Dr. Alex Fernandes" />),
    ).toBe('<span class="doctor-photo doctor-photo--medium doctor-photo--initials" aria-hidden="true">AF</span>')
    expect(renderToStaticMarkup(<DoctorPhoto doctorId={1} hasPhoto size="medium" initialsOf="Dr. Arjun Mehta" />)).toBe(
      '<span class="doctor-photo doctor-photo--medium doctor-photo--initials" aria-hidden="true">AM' +
        '<img src="/resources/doctor-photo/1" alt="" width="56" height="56" loading="lazy" decoding="async"/></span>',
    )
  })
})
