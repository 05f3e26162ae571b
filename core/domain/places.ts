import type { Country } from './catalog'

/**
 * Where a machine stands, for the detail page's locator map: the listing's own coordinates when it
 * has them, else the known city of its country (the demo cities, spelt the local way), else the
 * country's middle. Pure data, no dependencies: the site renders the map on the server with it.
 */
export type City = { name: string; lat: number; lng: number }
export type Place = { lat: number; lng: number; precision: 'exact' | 'city' | 'country' }

/** The cities of the demo listings (cms/seed uses this table too). */
export const CITIES: Record<Country, City[]> = {
  DE: [
    { name: 'München', lat: 48.137, lng: 11.575 },
    { name: 'Hamburg', lat: 53.551, lng: 9.994 },
    { name: 'Köln', lat: 50.938, lng: 6.96 },
    { name: 'Stuttgart', lat: 48.776, lng: 9.183 },
    { name: 'Leipzig', lat: 51.34, lng: 12.375 },
    { name: 'Dortmund', lat: 51.514, lng: 7.466 },
    { name: 'Nürnberg', lat: 49.452, lng: 11.077 },
    { name: 'Hannover', lat: 52.375, lng: 9.732 },
  ],
  AT: [
    { name: 'Wien', lat: 48.208, lng: 16.373 },
    { name: 'Graz', lat: 47.071, lng: 15.439 },
    { name: 'Linz', lat: 48.306, lng: 14.286 },
    { name: 'Salzburg', lat: 47.809, lng: 13.055 },
    { name: 'Innsbruck', lat: 47.269, lng: 11.404 },
  ],
  CH: [
    { name: 'Zürich', lat: 47.377, lng: 8.541 },
    { name: 'Basel', lat: 47.56, lng: 7.588 },
    { name: 'Bern', lat: 46.948, lng: 7.447 },
    { name: 'Luzern', lat: 47.05, lng: 8.309 },
  ],
  FR: [
    { name: 'Lyon', lat: 45.764, lng: 4.836 },
    { name: 'Lille', lat: 50.629, lng: 3.057 },
    { name: 'Strasbourg', lat: 48.573, lng: 7.752 },
    { name: 'Bordeaux', lat: 44.838, lng: -0.579 },
    { name: 'Toulouse', lat: 43.605, lng: 1.444 },
  ],
  IT: [
    { name: 'Milano', lat: 45.464, lng: 9.19 },
    { name: 'Verona', lat: 45.438, lng: 10.992 },
    { name: 'Bologna', lat: 44.494, lng: 11.343 },
    { name: 'Torino', lat: 45.07, lng: 7.687 },
  ],
  ES: [
    { name: 'Madrid', lat: 40.417, lng: -3.704 },
    { name: 'Barcelona', lat: 41.385, lng: 2.173 },
    { name: 'Valencia', lat: 39.47, lng: -0.376 },
    { name: 'Zaragoza', lat: 41.649, lng: -0.889 },
  ],
  NL: [
    { name: 'Rotterdam', lat: 51.924, lng: 4.478 },
    { name: 'Utrecht', lat: 52.091, lng: 5.122 },
    { name: 'Eindhoven', lat: 51.441, lng: 5.47 },
    { name: 'Zwolle', lat: 52.517, lng: 6.083 },
  ],
  BE: [
    { name: 'Antwerpen', lat: 51.219, lng: 4.402 },
    { name: 'Gent', lat: 51.054, lng: 3.717 },
    { name: 'Liège', lat: 50.633, lng: 5.567 },
    { name: 'Charleroi', lat: 50.411, lng: 4.444 },
  ],
  PL: [
    { name: 'Warszawa', lat: 52.23, lng: 21.012 },
    { name: 'Poznań', lat: 52.406, lng: 16.925 },
    { name: 'Wrocław', lat: 51.108, lng: 17.039 },
    { name: 'Katowice', lat: 50.265, lng: 19.024 },
  ],
  CZ: [
    { name: 'Praha', lat: 50.075, lng: 14.438 },
    { name: 'Brno', lat: 49.195, lng: 16.607 },
    { name: 'Ostrava', lat: 49.82, lng: 18.262 },
    { name: 'Plzeň', lat: 49.738, lng: 13.373 },
  ],
  UK: [
    { name: 'Birmingham', lat: 52.486, lng: -1.89 },
    { name: 'Manchester', lat: 53.481, lng: -2.243 },
    { name: 'Leeds', lat: 53.801, lng: -1.549 },
    { name: 'Bristol', lat: 51.455, lng: -2.588 },
  ],
  DK: [
    { name: 'Aarhus', lat: 56.163, lng: 10.204 },
    { name: 'Odense', lat: 55.403, lng: 10.402 },
    { name: 'København', lat: 55.676, lng: 12.568 },
    { name: 'Aalborg', lat: 57.048, lng: 9.919 },
  ],
  SE: [
    { name: 'Göteborg', lat: 57.709, lng: 11.975 },
    { name: 'Stockholm', lat: 59.329, lng: 18.069 },
    { name: 'Malmö', lat: 55.605, lng: 13.004 },
    { name: 'Uppsala', lat: 59.858, lng: 17.639 },
  ],
  NO: [
    { name: 'Oslo', lat: 59.914, lng: 10.752 },
    { name: 'Bergen', lat: 60.393, lng: 5.324 },
    { name: 'Trondheim', lat: 63.431, lng: 10.395 },
    { name: 'Stavanger', lat: 58.97, lng: 5.733 },
  ],
  FI: [
    { name: 'Helsinki', lat: 60.17, lng: 24.938 },
    { name: 'Tampere', lat: 61.498, lng: 23.761 },
    { name: 'Oulu', lat: 65.012, lng: 25.465 },
    { name: 'Turku', lat: 60.452, lng: 22.267 },
  ],
}

/** A point well inside each catalogue country (not the geometric centroid where that falls at sea). */
export const COUNTRY_CENTRES: Record<Country, { lat: number; lng: number }> = {
  DE: { lat: 51.1, lng: 10.4 },
  AT: { lat: 47.6, lng: 14.1 },
  CH: { lat: 46.8, lng: 8.2 },
  FR: { lat: 46.6, lng: 2.4 },
  IT: { lat: 42.8, lng: 12.6 },
  ES: { lat: 40.2, lng: -3.6 },
  NL: { lat: 52.2, lng: 5.6 },
  BE: { lat: 50.6, lng: 4.6 },
  PL: { lat: 52.1, lng: 19.4 },
  CZ: { lat: 49.8, lng: 15.5 },
  UK: { lat: 52.8, lng: -1.6 },
  DK: { lat: 56.0, lng: 9.3 },
  SE: { lat: 62.0, lng: 15.0 },
  NO: { lat: 61.5, lng: 9.0 },
  FI: { lat: 63.5, lng: 26.5 },
}

const fold = (text: string) => text.normalize('NFD').replace(/\p{Diacritic}/gu, '').trim().toLowerCase()
const isCountry = (code: string): code is Country => Object.hasOwn(COUNTRY_CENTRES, code)
const valid = (lat: number | null, lng: number | null): boolean =>
  lat !== null && lng !== null && Number.isFinite(lat) && Number.isFinite(lng) && Math.abs(lat) <= 90 && Math.abs(lng) <= 180 && !(lat === 0 && lng === 0)

/**
 * Where to put the marker: the listing's coordinates, else its city (accents and case ignored,
 * e.g. "Munchen" finds München), else its country's middle; null for an unknown country with no
 * coordinates (then no map is drawn).
 */
export function locateMachine(listing: { lat: number | null; lng: number | null; city: string; country: string }): Place | null {
  if (valid(listing.lat, listing.lng)) return { lat: listing.lat as number, lng: listing.lng as number, precision: 'exact' }
  const code = listing.country.trim().toUpperCase()
  if (!isCountry(code)) return null
  const city = CITIES[code].find((candidate) => fold(candidate.name) === fold(listing.city))
  if (city) return { lat: city.lat, lng: city.lng, precision: 'city' }
  return { ...COUNTRY_CENTRES[code], precision: 'country' }
}

/** The OpenStreetMap page centred on a place (zoom 8: the region around the machine). */
export const openStreetMapUrl = ({ lat, lng }: { lat: number; lng: number }): string => {
  const la = lat.toFixed(4)
  const lo = lng.toFixed(4)
  return `https://www.openstreetmap.org/?mlat=${la}&mlon=${lo}#map=8/${la}/${lo}`
}
