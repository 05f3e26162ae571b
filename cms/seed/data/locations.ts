/** Where demo machines stand: cities in each catalogue country, spelt the local way (the table lives in core, the locator map uses it too). */
export { CITIES, type City } from '@core/domain/places'
