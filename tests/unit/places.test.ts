import { describe, expect, it } from 'vitest'

import { CITIES, COUNTRY_CENTRES, locateMachine, openStreetMapUrl } from '@core/domain/places'
import { COUNTRIES } from '@core/domain/catalog'

describe('locateMachine (the detail page locator map)', () => {
  it("uses the listing's own coordinates when it has them", () => {
    expect(locateMachine({ lat: 48.2, lng: 16.3, city: 'Wien', country: 'AT' })).toEqual({ lat: 48.2, lng: 16.3, precision: 'exact' })
  })

  it('falls back to the known city of the country, ignoring accents and case', () => {
    expect(locateMachine({ lat: null, lng: null, city: 'Munchen', country: 'DE' })).toEqual({ lat: 48.137, lng: 11.575, precision: 'city' })
    expect(locateMachine({ lat: null, lng: null, city: ' KØBENHAVN ', country: 'dk' })?.precision).toBe('city')
    expect(locateMachine({ lat: null, lng: null, city: 'københavn', country: 'dk' })).toEqual({ lat: 55.676, lng: 12.568, precision: 'city' })
  })

  it("then to the country's middle; nothing for an unknown country; (0, 0) counts as missing", () => {
    expect(locateMachine({ lat: null, lng: null, city: 'Kleinkleckersdorf', country: 'DE' })).toEqual({ ...COUNTRY_CENTRES.DE, precision: 'country' })
    expect(locateMachine({ lat: 0, lng: 0, city: 'Graz', country: 'AT' })?.precision).toBe('city')
    expect(locateMachine({ lat: null, lng: null, city: 'Lisboa', country: 'PT' })).toBeNull()
    expect(locateMachine({ lat: 95, lng: 10, city: 'x', country: 'PT' })).toBeNull()
  })

  it('knows every catalogue country, with its cities inside Europe', () => {
    for (const country of COUNTRIES) {
      expect(COUNTRY_CENTRES[country]).toBeDefined()
      for (const { lat, lng } of [COUNTRY_CENTRES[country], ...CITIES[country]]) {
        expect(lat).toBeGreaterThan(35)
        expect(lat).toBeLessThan(71)
        expect(lng).toBeGreaterThan(-10)
        expect(lng).toBeLessThan(31)
      }
    }
  })
})

describe('openStreetMapUrl', () => {
  it('opens OpenStreetMap at zoom 8 with a marker on the place', () => {
    expect(openStreetMapUrl({ lat: 48.137, lng: 11.575 })).toBe('https://www.openstreetmap.org/?mlat=48.1370&mlon=11.5750#map=8/48.1370/11.5750')
    expect(openStreetMapUrl({ lat: 40.4168, lng: -3.70379 })).toBe('https://www.openstreetmap.org/?mlat=40.4168&mlon=-3.7038#map=8/40.4168/-3.7038')
  })
})
