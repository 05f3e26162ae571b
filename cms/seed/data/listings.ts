import { COUNTRIES, type Category, type Condition, type Country } from '@core/domain/catalog'
import type { Attachment } from '@core/domain/list-params'
import { toSlug } from '../../hooks/slugify'
import { createRandom } from '../random'
import { describeInspection, describeListing, type Bilingual, type InspectionFindings } from './descriptions'
import { CITIES } from './locations'
import { MACHINES, type MachineModel } from './machines'

/**
 * The demo listings: one per machine model, with year, hours, location, condition and prices
 * drawn from a seeded PRNG so every run produces the same catalogue.
 */

/** Hours and prices are computed as if today were in this year, so the data never drifts. */
const REFERENCE_YEAR = 2025
const IMAGES_PER_LISTING: [number, number] = [3, 6]
const SOLD_LISTINGS = 5

const HOURS_PER_YEAR: Record<Category, [number, number]> = {
  excavators: [700, 1400],
  wheel_loaders: [800, 1500],
  cranes: [300, 700],
  attachments: [150, 500],
  dozers: [700, 1300],
  telehandlers: [500, 1100],
  dump_trucks: [900, 1600],
  compactors: [400, 900],
  pavers: [500, 1000],
}

const INSPECTORS = ['DEKRA', 'TÜV SÜD', 'TÜV Rheinland', 'Independent Inspection GmbH', 'SGS Germany GmbH']

const CONDITION_FACTOR: Record<Condition, number> = { excellent: 1.05, good: 1, fair: 0.88, needs_repair: 0.6 }

export type InspectionFixture = {
  inspector: string
  /** Inspection date, counted back from the day of seeding. */
  days_ago: number
  findings: InspectionFindings
}

export type ListingFixture = {
  /** The attachments it comes with (its weight is the machine model's). */
  attachments: Attachment[]
  slug: string
  title: string
  machine: MachineModel
  status: 'live' | 'sold'
  year: number
  hours: number
  serial_number: string
  condition: Condition
  location_city: string
  location_country: Country
  lat: number
  lng: number
  /** Estimated market value; the auction plan bids towards it. */
  value: number
  start_price: number
  reserve_price: number | null
  description: Bilingual
  inspection: InspectionFixture | null
  image_count: number
}

/** Rounds a price to steps a seller would choose. */
export const roundPrice = (amount: number): number => {
  const step = amount < 20_000 ? 500 : amount < 100_000 ? 1_000 : 2_500
  return Math.max(step, Math.round(amount / step) * step)
}

const serialNumber = (machine: MachineModel, rng: ReturnType<typeof createRandom>) => {
  const prefix = machine.brand.replace(/[^A-Za-z]/g, '').slice(0, 3).toUpperCase()
  const model = machine.model.replace(/[^A-Za-z0-9]/g, '').toUpperCase().slice(0, 6)
  const letters = String.fromCharCode(65 + rng.int(0, 25), 65 + rng.int(0, 25))
  return `${prefix}${model}${letters}${String(rng.int(10_000, 99_999))}`
}

const conditionFor = (age: number, hours: number, jitter: number): Condition => {
  const wear = age / 14 + hours / 20_000 + jitter
  if (wear < 0.4) return 'excellent'
  if (wear < 1.0) return 'good'
  if (wear < 1.45) return 'fair'
  return 'needs_repair'
}

export const buildListingFixtures = (): ListingFixture[] => {
  const plan = createRandom('listings-plan')
  // Every country gets its share, in shuffled order.
  const countries = plan.shuffle(MACHINES.map((_, i) => COUNTRIES[i % COUNTRIES.length]))
  const order = plan.shuffle(MACHINES.map((_, i) => i))
  const withInspection = new Set(order.slice(0, Math.round(MACHINES.length / 3)))
  const sold = new Set(plan.shuffle(MACHINES.map((_, i) => i)).slice(0, SOLD_LISTINGS))

  const listings = MACHINES.map((machine, index): ListingFixture =>
    fixtureFor(machine, createRandom(`listing:${machine.brand}:${machine.model}`), {
      country: countries[index],
      status: sold.has(index) ? 'sold' : 'live',
      withInspection: withInspection.has(index),
    }),
  )
  return [...listings, ...pastSales(listings)]
}

/**
 * Machines sold on the platform before, so a detail page's "Comparable sales" has
 * something to show: for some categories, more sold units of the models on offer, a year or two
 * apart and with somewhat different hours (three photos each). Their auctions ended days ago with a
 * winner and the reserve met (data/auctions.ts).
 */
const PAST_SALE_CATEGORIES: Category[] = ['excavators', 'wheel_loaders', 'telehandlers', 'dozers']
const PAST_SALE_YEARS = [-1, 1, -2, 0, 2]
const PAST_SALE_HOURS = [0.9, 1.15, 1.3, 0.8, 1.05]

const pastSales = (listings: ListingFixture[]): ListingFixture[] => {
  const taken = new Set(listings.map((listing) => listing.slug))
  return PAST_SALE_CATEGORIES.flatMap((category) => {
    const offered = listings.filter((listing) => listing.status === 'live' && listing.machine.category === category)
    return PAST_SALE_YEARS.map((shift, i) => {
      const base = offered[(i * 2) % offered.length]
      const { machine } = base
      const year = Math.min(machine.years[1], Math.max(machine.years[0], base.year + shift))
      const hours = Math.round((base.hours * PAST_SALE_HOURS[i]) / 10) * 10
      const country = COUNTRIES[(i * 5 + category.length) % COUNTRIES.length]
      const fixture = fixtureFor(machine, createRandom(`past-sale:${category}:${i}`), { country, status: 'sold', withInspection: false, year, hours })
      let slug = fixture.slug
      for (let n = 2; taken.has(slug); n++) slug = `${fixture.slug}-${n}`
      taken.add(slug)
      return { ...fixture, slug, image_count: IMAGES_PER_LISTING[0] }
    })
  })
}

const fixtureFor = (
  machine: MachineModel,
  rng: ReturnType<typeof createRandom>,
  options: { country: Country; status: ListingFixture['status']; withInspection: boolean; year?: number; hours?: number },
): ListingFixture => {
  const year = options.year ?? rng.int(machine.years[0], machine.years[1])
  const age = Math.max(0.4, REFERENCE_YEAR - year + rng.float(0, 0.9))
  const [minRate, maxRate] = HOURS_PER_YEAR[machine.category]
  const hours = options.hours ?? Math.round(age * rng.int(minRate, maxRate))
  const condition = conditionFor(age, hours, rng.float(-0.25, 0.35))

  const country = options.country
  const city = rng.pick(CITIES[country])
  const lat = Number((city.lat + rng.float(-0.08, 0.08)).toFixed(5))
  const lng = Number((city.lng + rng.float(-0.12, 0.12)).toFixed(5))

  const value = roundPrice(
    machine.value * 0.9 ** (machine.years[1] - year) * CONDITION_FACTOR[condition] * rng.float(0.92, 1.08),
  )
  const start_price = Math.min(250_000, Math.max(5_000, roundPrice(value * rng.float(0.42, 0.58))))
  const reserve_price = rng.chance(0.8) ? roundPrice(start_price * rng.float(1.08, 1.45)) : null

  const description = describeListing(rng, { machine, year, hours, city: city.name, condition })
  const inspection = options.withInspection
    ? { inspector: rng.pick(INSPECTORS), days_ago: rng.int(4, 45), findings: describeInspection(rng, machine, condition) }
    : null

  return {
    slug: toSlug(`${machine.brand} ${machine.model} ${year}`),
    title: `${machine.brand} ${machine.model}`,
    machine,
    status: options.status,
    year,
    hours,
    serial_number: serialNumber(machine, rng),
    condition,
    location_city: city.name,
    location_country: country,
    lat,
    lng,
    value,
    start_price,
    reserve_price,
    description,
    inspection,
    image_count: rng.int(IMAGES_PER_LISTING[0], IMAGES_PER_LISTING[1]),
    // Their own random stream, so adding them changed none of the other seeded values.
    attachments: attachmentsFor(machine, createRandom(`attachments:${machine.brand}:${machine.model}:${year}:${hours}`)),
  }
}

/** What a machine of this kind typically comes with, and how often (share of listings). */
const ATTACHMENT_ODDS: Partial<Record<string, [Attachment, number][]>> = {
  crawler_excavator: [['bucket', 1], ['quick_coupler', 0.7], ['ditch_bucket', 0.4], ['hammer', 0.2], ['tiltrotator', 0.15], ['grapple', 0.15]],
  wheeled_excavator: [['bucket', 1], ['quick_coupler', 0.8], ['ditch_bucket', 0.5], ['tiltrotator', 0.3], ['grapple', 0.2]],
  mini_excavator: [['bucket', 1], ['quick_coupler', 0.6], ['ditch_bucket', 0.5], ['hammer', 0.25]],
  wheel_loader: [['bucket', 1], ['quick_coupler', 0.6], ['forks', 0.4]],
  dozer: [['ripper', 0.6], ['winch', 0.15]],
  telehandler: [['forks', 1], ['bucket', 0.4], ['winch', 0.2], ['jib', 0.2]],
  mobile_crane: [['jib', 0.7]],
  crawler_crane: [['jib', 0.8]],
  single_drum_roller: [['padfoot_kit', 0.4]],
  hydraulic_hammer: [['quick_coupler', 0.5]],
  sorting_grapple: [['quick_coupler', 0.5]],
  tiltrotator: [['quick_coupler', 1]],
}

const attachmentsFor = (machine: MachineModel, rng: ReturnType<typeof createRandom>): Attachment[] =>
  (ATTACHMENT_ODDS[machine.shape] ?? []).filter(([, odds]) => odds >= 1 || rng.chance(odds)).map(([attachment]) => attachment)
