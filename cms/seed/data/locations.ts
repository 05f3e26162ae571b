import type { Country } from '@core/domain/catalog'

/** Where demo machines stand: cities in each catalogue country, spelt the local way. */
export type City = { name: string; lat: number; lng: number }

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
