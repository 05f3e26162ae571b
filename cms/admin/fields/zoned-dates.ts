import { TZDate } from '@date-fns/tz'

/**
 * A stored instant as the picker must show it: react-datepicker draws a Date in the browser's
 * zone, so the Date handed to it has, in the browser's zone, the wall time the platform's zone has.
 */
export const toPickerDate = (iso: string, zone: string): Date => {
  const wall = new TZDate(new Date(iso).getTime(), zone)
  return new Date(wall.getFullYear(), wall.getMonth(), wall.getDate(), wall.getHours(), wall.getMinutes(), wall.getSeconds())
}

/**
 * What the editor picked (a wall time in the browser's zone) as the instant it means in the
 * platform's zone. A day without a time is kept as noon of that day there (as Payload does).
 */
export const fromPickerDate = (picked: Date, zone: string, dayOnly: boolean): string => {
  // Payload's picker hands a picked day over as noon UTC of that day (whatever the browser's zone).
  if (dayOnly) return new Date(new TZDate(picked.getUTCFullYear(), picked.getUTCMonth(), picked.getUTCDate(), 12, 0, 0, zone).getTime()).toISOString()
  return new Date(new TZDate(picked.getFullYear(), picked.getMonth(), picked.getDate(), picked.getHours(), picked.getMinutes(), 0, zone).getTime()).toISOString()
}
