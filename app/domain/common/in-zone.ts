import dayjs, { type Dayjs } from 'dayjs'
import utc from 'dayjs/plugin/utc.js'
import { zoneOffsetMinutes } from './format'

dayjs.extend(utc)

/**
 * The instant `at` as a dayjs in `timeZone`'s wall-clock time, for date arithmetic on the server (a day's slots).
 * Apart from format.ts so that the pages that only write dates ship no dayjs.
 */
export function inZone(at: string | Date, timeZone: string): Dayjs {
  const date = new Date(at)
  return dayjs(date).utcOffset(zoneOffsetMinutes(date, timeZone))
}
