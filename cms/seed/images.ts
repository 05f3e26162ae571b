import sharp from 'sharp'

import type { Brand } from '@core/domain/catalog'
import { BRAND_DECAL, BRAND_LIVERY } from './brand-colours'
import { drawMachine, shade, type MachineShape } from './machine-drawings'
import { createRandom, type Random } from './random'

/**
 * Demo photos of listings, rendered locally: a stylised machine in its brand colours on a
 * simple outdoor scene. Same listing and index, same picture.
 */

export const IMAGE_WIDTH = 1200
export const IMAGE_HEIGHT = 900

export type ListingImageRequest = {
  brand: Brand
  model: string
  shape: MachineShape
  /** 0 is the hero shot; later pictures vary side, distance and backdrop. */
  index: number
  /** Stable per listing (its slug), so pictures do not change between runs. */
  seedLabel: string
}

const W = IMAGE_WIDTH
const H = IMAGE_HEIGHT

const SKIES = [
  { top: '#5f9fd6', bottom: '#d7ebf7', sun: '#fff6d6' },
  { top: '#8fa3b5', bottom: '#e2e7ea', sun: null },
  { top: '#4a7fb8', bottom: '#c9e2f2', sun: '#fffbe8' },
  { top: '#e59a5c', bottom: '#fbe3c2', sun: '#fff1c9' },
] as const

const GROUNDS = [
  { near: '#8f7a5d', far: '#bba98b', speck: '#6e5c44' },
  { near: '#6f6b66', far: '#a9a59e', speck: '#4f4c48' },
  { near: '#7d6446', far: '#a88c66', speck: '#5c4630' },
  { near: '#5e6a4c', far: '#9aa47f', speck: '#465036' },
] as const

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] as string)

const hills = (rng: Random, horizon: number, colour: string, amplitude: number) => {
  const points: string[] = [`M 0 ${horizon}`]
  const phase = rng.float(0, Math.PI * 2)
  const waves = rng.float(1.2, 2.6)
  for (let x = 0; x <= W; x += 40) {
    const y = horizon - amplitude * (0.55 + 0.45 * Math.sin(phase + (x / W) * Math.PI * waves))
    points.push(`L ${x} ${y.toFixed(1)}`)
  }
  points.push(`L ${W} ${horizon} Z`)
  return `<path d="${points.join(' ')}" fill="${colour}"/>`
}

const treeLine = (rng: Random, horizon: number) => {
  let svg = ''
  for (let x = rng.int(-20, 20); x < W; x += rng.int(26, 60)) {
    const h = rng.int(30, 70)
    svg += `<ellipse cx="${x}" cy="${horizon - h * 0.6}" rx="${h * 0.42}" ry="${h * 0.6}" fill="${rng.pick(['#51704a', '#5d7d52', '#466540'])}"/>`
  }
  return svg
}

const yard = (rng: Random, horizon: number) => {
  const x = rng.int(40, 700)
  let svg = `<rect x="${x}" y="${horizon - 150}" width="420" height="150" fill="#c9ccce"/>`
  svg += `<path d="M ${x - 10} ${horizon - 150} L ${x + 210} ${horizon - 200} L ${x + 430} ${horizon - 150} Z" fill="#8e9499"/>`
  for (let i = 0; i < 3; i++) svg += `<rect x="${x + 30 + i * 130}" y="${horizon - 100}" width="90" height="100" fill="#9da3a8"/>`
  const colours = ['#2f5f8a', '#a23b2a', '#4f7a3b', '#b8862b']
  for (let i = 0; i < rng.int(2, 4); i++) {
    const cx = (x + 460 + i * 170) % (W - 120)
    const colour = rng.pick(colours)
    svg += `<rect x="${cx}" y="${horizon - 62}" width="150" height="62" fill="${colour}"/>`
    for (let k = 1; k < 10; k++) svg += `<line x1="${cx + k * 15}" y1="${horizon - 60}" x2="${cx + k * 15}" y2="${horizon - 2}" stroke="${shade(colour, -0.25)}" stroke-width="3"/>`
  }
  svg += `<line x1="0" y1="${horizon - 30}" x2="${W}" y2="${horizon - 30}" stroke="#6b7075" stroke-width="2"/>`
  for (let px = 10; px < W; px += 60) svg += `<line x1="${px}" y1="${horizon - 34}" x2="${px}" y2="${horizon}" stroke="#6b7075" stroke-width="3"/>`
  return svg
}

const skyline = (rng: Random, horizon: number) => {
  let svg = ''
  for (let x = 0; x < W; x += rng.int(50, 110)) {
    const h = rng.int(50, 190)
    svg += `<rect x="${x}" y="${horizon - h}" width="${rng.int(40, 90)}" height="${h}" fill="${rng.pick(['#9fb0bf', '#a9b8c5', '#93a4b4'])}"/>`
  }
  const cx = rng.int(150, W - 150)
  svg += `<line x1="${cx}" y1="${horizon}" x2="${cx}" y2="${horizon - 300}" stroke="#7d8b99" stroke-width="8"/>`
  svg += `<line x1="${cx - 80}" y1="${horizon - 290}" x2="${cx + 260}" y2="${horizon - 290}" stroke="#7d8b99" stroke-width="7"/>`
  svg += `<line x1="${cx + 200}" y1="${horizon - 290}" x2="${cx + 200}" y2="${horizon - 180}" stroke="#7d8b99" stroke-width="2"/>`
  return svg
}

const groundTexture = (rng: Random, horizon: number, colour: string) => {
  let svg = ''
  for (let i = 0; i < 70; i++) {
    const y = rng.float(horizon + 10, H)
    const depth = (y - horizon) / (H - horizon)
    svg += `<ellipse cx="${rng.float(0, W).toFixed(0)}" cy="${y.toFixed(0)}" rx="${(2 + depth * 9).toFixed(1)}" ry="${(1 + depth * 3).toFixed(1)}" fill="${colour}" opacity="0.55"/>`
  }
  const lane = rng.float(-200, 200)
  for (const offset of [-120, 120]) {
    svg += `<path d="M ${W / 2 + lane + offset * 0.3} ${horizon} Q ${W / 2 + lane + offset} ${(horizon + H) / 2} ${W / 2 + lane * 2 + offset * 2.4} ${H}" fill="none" stroke="${colour}" stroke-width="14" opacity="0.25"/>`
  }
  return svg
}

/** Builds the SVG of one demo photo. */
export const composeListingSvg = (request: ListingImageRequest): string => {
  const rng = createRandom(`${request.seedLabel}:image:${request.index}`)
  const sky = request.index === 0 ? SKIES[0] : rng.pick(SKIES)
  const ground = rng.pick(GROUNDS)
  const view = request.index === 0 ? 'full' : request.index === 2 ? 'close' : rng.pick(['full', 'full', 'close'] as const)
  const mirrored = request.index === 1 || (request.index > 2 && rng.chance(0.5))
  const horizon = rng.int(470, 560)
  const groundY = view === 'close' ? rng.int(830, 880) : rng.int(770, 830)

  const drawing = drawMachine(request.shape, BRAND_LIVERY[request.brand], BRAND_DECAL[request.brand], {
    reach: rng.next(),
    tilt: request.index === 0 ? 0.5 : rng.next(),
    mirrored,
  })
  const { minX, maxX, minY } = drawing.box
  const boxWidth = maxX - minX
  let scale = Math.min((W * 0.84) / boxWidth, (groundY - 60) / -minY)
  let centre = W / 2 + rng.float(-40, 40)
  if (view === 'close') {
    scale *= rng.float(1.5, 1.8)
    centre += (rng.chance(0.5) ? 1 : -1) * boxWidth * scale * 0.22
  }
  const sx = mirrored ? -scale : scale
  const tx = centre - sx * ((minX + maxX) / 2)

  const backdrop = rng.pick(['hills', 'yard', 'city', 'trees'] as const)
  let scenery = ''
  if (backdrop === 'hills') {
    scenery += hills(rng, horizon, '#a9bccb', rng.int(90, 150)) + hills(rng, horizon, '#7f9a78', rng.int(40, 80))
  } else if (backdrop === 'yard') {
    scenery += hills(rng, horizon, '#b4c3cf', rng.int(50, 90)) + yard(rng, horizon)
  } else if (backdrop === 'city') {
    scenery += skyline(rng, horizon)
  } else {
    scenery += hills(rng, horizon, '#a9bccb', rng.int(60, 120)) + treeLine(rng, horizon)
  }

  const caption = escapeXml(`${request.brand} ${request.model}`)
  const captionWidth = Math.round(caption.length * 15 + 36)
  const sun = sky.sun
    ? `<circle cx="${rng.int(120, W - 120)}" cy="${rng.int(90, 220)}" r="60" fill="url(#sun)"/>`
    : ''

  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
<defs>
  <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky.top}"/><stop offset="1" stop-color="${sky.bottom}"/></linearGradient>
  <linearGradient id="ground" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${ground.far}"/><stop offset="1" stop-color="${ground.near}"/></linearGradient>
  <linearGradient id="glass" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#cfe6f3"/><stop offset="0.6" stop-color="#7fa9c4"/><stop offset="1" stop-color="#4d7390"/></linearGradient>
  <radialGradient id="shadow"><stop offset="0" stop-color="#000" stop-opacity="0.42"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>
  <radialGradient id="sun"><stop offset="0" stop-color="${sky.sun ?? '#fff'}"/><stop offset="0.45" stop-color="${sky.sun ?? '#fff'}" stop-opacity="0.9"/><stop offset="1" stop-color="${sky.sun ?? '#fff'}" stop-opacity="0"/></radialGradient>
</defs>
<rect width="${W}" height="${H}" fill="url(#sky)"/>
${sun}
${scenery}
<rect x="0" y="${horizon}" width="${W}" height="${H - horizon}" fill="url(#ground)"/>
${groundTexture(rng, horizon, ground.speck)}
<ellipse cx="${centre.toFixed(1)}" cy="${groundY + 6}" rx="${((boxWidth * scale) / 1.7).toFixed(1)}" ry="${(18 + scale * 22).toFixed(1)}" fill="url(#shadow)"/>
<g transform="translate(${tx.toFixed(1)} ${groundY}) scale(${sx.toFixed(4)} ${scale.toFixed(4)})">${drawing.svg}</g>
<rect x="24" y="${H - 70}" width="${captionWidth}" height="46" rx="6" fill="#000" fill-opacity="0.55"/>
<text x="42" y="${H - 38}" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="24" fill="#fff">${caption}</text>
</svg>`
}

/** Renders one demo photo as a 1200×900 JPEG. */
export const renderListingImage = async (request: ListingImageRequest): Promise<Buffer> =>
  sharp(Buffer.from(composeListingSvg(request))).jpeg({ quality: 80 }).toBuffer()
