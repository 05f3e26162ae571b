import { expect, test } from './support-files/product'

/** Issue #15: the detail page's locator map is a real map of Europe, drawn on the server, with a link to OpenStreetMap. */
const SLUG = 'caterpillar-320-gc-2019'

for (const [path, name, link] of [
  [`/auctions/${SLUG}`, /^Map of Europe with the machine's location: .+, .+$/, 'Open in OpenStreetMap'],
  [`/de/auctions/${SLUG}`, /^Europakarte mit dem Standort der Maschine: .+, .+$/, 'In OpenStreetMap öffnen'],
] as const) {
  test(`${path} shows a static map of Europe with the machine's place and an OpenStreetMap link`, async ({ page, request }) => {
    // Drawn on the server: the map is in the HTML, with no script of its own.
    const html = await (await request.get(path)).text()
    expect(html).toContain('data-testid="locator-map"')

    await page.goto(path)
    const map = page.getByRole('img', { name })
    await expect(map).toBeVisible()
    // Land, the machine's country, the borders and the marker, not a grid of lines.
    expect(await map.locator('path').count()).toBeGreaterThanOrEqual(3)
    expect(await map.locator('line').count()).toBe(0)
    expect(((await map.locator('path').first().getAttribute('d')) ?? '').length).toBeGreaterThan(2000)
    await expect(map.locator('circle')).toHaveCount(1)
    await expect(map).toHaveAttribute('data-precision', 'exact')

    const osm = page.getByRole('link', { name: link })
    const href = (await osm.getAttribute('href')) ?? ''
    const match = href.match(/^https:\/\/www\.openstreetmap\.org\/\?mlat=(-?\d+\.\d+)&mlon=(-?\d+\.\d+)#map=8\/(-?\d+\.\d+)\/(-?\d+\.\d+)$/)
    expect(match, href).not.toBeNull()
    const [, lat, lng, lat2, lng2] = match ?? []
    expect(lat2).toBe(lat)
    expect(lng2).toBe(lng)
    // Inside the catalogue's Europe.
    expect(Number(lat)).toBeGreaterThan(35)
    expect(Number(lat)).toBeLessThan(72)
    expect(Number(lng)).toBeGreaterThan(-11)
    expect(Number(lng)).toBeLessThan(32)

    // Small: the whole map costs a few kilobytes of the page.
    const bytes = await page.getByTestId('locator-map').evaluate((el) => el.outerHTML.length)
    expect(bytes).toBeLessThan(14_000)
  })
}
