/**
 * The detail page's locator map, drawn on the server (no JavaScript in the browser): Europe's
 * land and borders from world-atlas (Natural Earth 1:110m, TopoJSON) projected with d3-geo onto a
 * 400 × 420 plane, the machine's country filled, and a marker. Coordinates are rounded to whole
 * units of the plane, which keeps the SVG small (about 12 KB, 4 KB gzipped); the outline is computed
 * once per process, a country's shape once per country.
 */
import { geoAzimuthalEqualArea, geoPath } from 'd3-geo';
import type { Feature, FeatureCollection, Geometry } from 'geojson';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import world from 'world-atlas/countries-110m.json';

import type { Country } from '@core/domain/catalog';

export const MAP_WIDTH = 400;
export const MAP_HEIGHT = 420;

/** The catalogue's countries by their name in world-atlas (Natural Earth). */
const ATLAS_NAMES: Record<Country, string> = {
  DE: 'Germany',
  AT: 'Austria',
  CH: 'Switzerland',
  FR: 'France',
  IT: 'Italy',
  ES: 'Spain',
  NL: 'Netherlands',
  BE: 'Belgium',
  PL: 'Poland',
  CZ: 'Czechia',
  UK: 'United Kingdom',
  DK: 'Denmark',
  SE: 'Sweden',
  NO: 'Norway',
  FI: 'Finland',
};

type CountryProps = { name: string };
// Cast: the world-atlas JSON import is typed by its literal contents, which TypeScript cannot match to TopoJSON's Topology.
const topology = world as unknown as Topology<{ countries: GeometryCollection<CountryProps>; land: GeometryCollection }>;

// Lambert azimuthal equal-area centred on 10°E 52°N (as Europe's official maps, ETRS89-LAEA),
// fitted to the catalogue's countries: Spain and Portugal to Finland and the North Cape.
const projection = geoAzimuthalEqualArea()
  .rotate([-10, -52])
  .fitExtent(
    [
      [4, 4],
      [MAP_WIDTH - 4, MAP_HEIGHT - 4],
    ],
    { type: 'MultiPoint', coordinates: [[-10, 36], [31, 36], [-10, 70], [31, 70], [10, 71], [10, 35]] },
  )
  .clipExtent([
    [0, 0],
    [MAP_WIDTH, MAP_HEIGHT],
  ]);
const path = geoPath(projection).digits(0);

let outline: { land: string; borders: string } | null = null;
const countryShapes = new Map<string, string>();

/** The land and the borders between countries, as SVG path data. */
export function europeOutline(): { land: string; borders: string } {
  outline ??= {
    land: path(feature(topology, topology.objects.land) as FeatureCollection) ?? '',
    borders: path(mesh(topology, topology.objects.countries, (a, b) => a !== b)) ?? '',
  };
  return outline;
}

/** One catalogue country's shape as SVG path data ('' for a country world-atlas does not know). */
export function countryShape(country: string): string {
  const name = ATLAS_NAMES[country as Country];
  if (!name) return '';
  let shape = countryShapes.get(name);
  if (shape === undefined) {
    const all = feature(topology, topology.objects.countries) as FeatureCollection<Geometry, CountryProps>;
    const found = all.features.find((f: Feature<Geometry, CountryProps>) => f.properties.name === name);
    shape = found ? (path(found) ?? '') : '';
    countryShapes.set(name, shape);
  }
  return shape;
}

/** A place on the plane (rounded), or null when it falls outside the map. */
export function project(lat: number, lng: number): { x: number; y: number } | null {
  const point = projection([lng, lat]);
  if (!point) return null;
  const [x, y] = point;
  if (x < 0 || y < 0 || x > MAP_WIDTH || y > MAP_HEIGHT) return null;
  return { x: Math.round(x), y: Math.round(y) };
}
