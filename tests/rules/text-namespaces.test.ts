/**
 * Text namespaces have one naming style (docs/languages.md): camelCase, named for where the texts are
 * used (`signInScreen`, `profileLabels`, `bookingNotices`), and no two names a plural's `s` apart.
 */
import { describe, expect, it } from 'vitest'
import * as activity from '~/messages/activity/en'
import * as appointments from '~/messages/appointments/en'
import * as booking from '~/messages/booking/en'
import * as chat from '~/messages/chat/en'
import * as common from '~/messages/common/en'
import * as devices from '~/messages/devices/en'
import * as guestCall from '~/messages/guest-call/en'
import * as identity from '~/messages/identity/en'
import * as profile from '~/messages/profile/en'
import * as videoCall from '~/messages/video-call/en'

const namespaces = [
  activity,
  appointments,
  booking,
  chat,
  common,
  devices,
  guestCall,
  identity,
  profile,
  videoCall,
].flatMap((area) => Object.keys(area))

describe('text namespaces', () => {
  it('are camelCase', () => {
    expect(namespaces.length).toBeGreaterThan(40)
    expect(namespaces.filter((name) => !/^[a-z][a-zA-Z]*$/.test(name))).toEqual([])
  })

  it('are told apart by more than a plural', () => {
    const singular = (name: string) => name.replace(/s$/, '')
    const clashes = namespaces.filter((name, i) =>
      namespaces.some((other, j) => j !== i && singular(other) === singular(name)),
    )
    expect(clashes).toEqual([])
  })
})
