import type { Livery } from './brand-colours'

/**
 * Side views of construction machines as SVG fragments, drawn from simple shapes.
 * Local coordinates: the ground is y = 0, up is negative y, the machine faces right (+x).
 * Each drawing reports its bounding box so the scene can scale and place it.
 */

export const MACHINE_SHAPES = [
  'crawler_excavator',
  'wheeled_excavator',
  'mini_excavator',
  'wheel_loader',
  'mobile_crane',
  'crawler_crane',
  'hydraulic_hammer',
  'sorting_grapple',
  'tiltrotator',
  'dozer',
  'telehandler',
  'articulated_dump_truck',
  'site_dumper',
  'single_drum_roller',
  'tandem_roller',
  'pneumatic_roller',
  'tracked_paver',
  'cold_milling_machine',
] as const
export type MachineShape = (typeof MACHINE_SHAPES)[number]

/** Per-picture variation of moving parts, each in [0, 1]. */
export type Pose = {
  /** Boom, arm or dump body position. */
  reach: number
  /** Bucket curl, crane boom raised or not, and similar second degrees of freedom. */
  tilt: number
  /** True when the scene mirrors the machine: decal text is flipped back to stay readable. */
  mirrored: boolean
}

export type Drawing = { svg: string; box: { minX: number; maxX: number; minY: number } }

type Ctx = { livery: Livery; decal: string; pose: Pose }

const TYRE = '#1d1d1d'
const STEEL = '#7d8388'
const DARK = '#2d2f31'
const HOSE = '#d4d8dc'

/** Lightens (amount > 0) or darkens (amount < 0) a #rrggbb colour. */
export const shade = (hex: string, amount: number): string => {
  const value = parseInt(hex.slice(1), 16)
  const channel = (shift: number) => {
    const c = (value >> shift) & 0xff
    const target = amount < 0 ? 0 : 255
    return Math.round(c + (target - c) * Math.abs(amount))
  }
  return `#${[16, 8, 0].map((s) => channel(s).toString(16).padStart(2, '0')).join('')}`
}

const outline = (fill: string) => `fill="${fill}" stroke="${shade(fill, -0.35)}" stroke-width="3" stroke-linejoin="round"`

const rect = (x: number, y: number, w: number, h: number, fill: string, rx = 0) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${rx}" ${outline(fill)}/>`

const path = (d: string, fill: string) => `<path d="${d}" ${outline(fill)}/>`

const line = (x1: number, y1: number, x2: number, y2: number, stroke: string, width: number, cap = 'round') =>
  `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="${stroke}" stroke-width="${width}" stroke-linecap="${cap}"/>`

/** A hydraulic cylinder: dark barrel and polished rod. */
const cylinder = (x1: number, y1: number, x2: number, y2: number, width = 12) => {
  const mx = x1 + (x2 - x1) * 0.55
  const my = y1 + (y2 - y1) * 0.55
  return line(x1, y1, mx, my, DARK, width) + line(mx, my, x2, y2, HOSE, width * 0.55)
}

const wheel = (cx: number, r: number, rim = STEEL) =>
  `<g><circle cx="${cx}" cy="${-r}" r="${r}" fill="${TYRE}"/>` +
  `<circle cx="${cx}" cy="${-r}" r="${r * 0.96}" fill="none" stroke="#333" stroke-width="${r * 0.12}" stroke-dasharray="${r * 0.16} ${r * 0.12}"/>` +
  `<circle cx="${cx}" cy="${-r}" r="${r * 0.55}" fill="${rim}" stroke="${shade(rim, -0.4)}" stroke-width="3"/>` +
  `<circle cx="${cx}" cy="${-r}" r="${r * 0.2}" fill="${shade(rim, -0.3)}"/></g>`

/** A crawler track from x1 to x2, `h` high, with rollers and shoe pattern. */
const track = (x1: number, x2: number, h: number) => {
  const r = h / 2
  const rollers: string[] = []
  const count = Math.max(3, Math.round((x2 - x1 - 2 * h) / (h * 0.6)))
  for (let i = 0; i <= count; i++) {
    const x = x1 + h + ((x2 - x1 - 2 * h) * i) / count
    rollers.push(`<circle cx="${x}" cy="${-h * 0.3}" r="${h * 0.16}" fill="#4a4d50"/>`)
  }
  return (
    `<rect x="${x1}" y="${-h}" width="${x2 - x1}" height="${h}" rx="${r}" fill="${TYRE}"/>` +
    `<rect x="${x1 + 4}" y="${-h + 4}" width="${x2 - x1 - 8}" height="${h - 8}" rx="${r - 4}" fill="none" stroke="#3a3a3a" stroke-width="8" stroke-dasharray="10 7"/>` +
    `<rect x="${x1 + h * 0.45}" y="${-h * 0.78}" width="${x2 - x1 - h * 0.9}" height="${h * 0.5}" rx="${h * 0.2}" fill="#3b3e41"/>` +
    `<circle cx="${x1 + r}" cy="${-r}" r="${r * 0.62}" fill="#55595d" stroke="#2a2a2a" stroke-width="3"/>` +
    `<circle cx="${x2 - r}" cy="${-r}" r="${r * 0.62}" fill="#55595d" stroke="#2a2a2a" stroke-width="3"/>` +
    rollers.join('')
  )
}

/** A cab with glazing; `slant` pulls the front top corner back. */
const cab = (x: number, y: number, w: number, h: number, frame: string, slant = 0.15) => {
  const s = w * slant
  const body = `M ${x} ${y + h} L ${x} ${y + 8} Q ${x} ${y} ${x + 8} ${y} L ${x + w - s} ${y} L ${x + w} ${y + s * 1.4} L ${x + w} ${y + h} Z`
  const m = Math.max(7, w * 0.08)
  const glass = `M ${x + m} ${y + h - m * 1.6} L ${x + m} ${y + m} L ${x + w - s - m * 0.4} ${y + m} L ${x + w - m} ${y + s * 1.4 + m * 0.4} L ${x + w - m} ${y + h - m * 1.6} Z`
  const pillar = x + w * 0.55
  return (
    path(body, frame) +
    `<path d="${glass}" fill="url(#glass)" stroke="${DARK}" stroke-width="3"/>` +
    line(pillar, y + m, pillar, y + h - m * 1.6, DARK, 5) +
    `<path d="M ${x + m + 6} ${y + m + 8} L ${x + m + w * 0.22} ${y + m + 8} L ${x + m + 6} ${y + m + h * 0.35} Z" fill="#ffffff" opacity="0.35"/>`
  )
}

/** Brand decal text that stays readable when the machine is mirrored. */
const decal = (ctx: Ctx, x: number, y: number, size: number, colour = ctx.livery.decal, rotate = 0) => {
  // Long names (LIEBHERR, TAKEUCHI) shrink so they stay on the panel.
  const fitted = (size * Math.min(1, 6.5 / ctx.decal.length)).toFixed(1)
  return (
    `<text transform="translate(${x} ${y}) rotate(${rotate}) scale(${ctx.pose.mirrored ? -1 : 1} 1)" text-anchor="middle" ` +
    `font-family="DejaVu Sans, Liberation Sans, sans-serif" font-weight="bold" font-size="${fitted}" fill="${colour}">${ctx.decal}</text>`
  )
}

const polar = (x: number, y: number, length: number, degreesUp: number) => {
  const a = (degreesUp * Math.PI) / 180
  return { x: x + length * Math.cos(a), y: y - length * Math.sin(a) }
}

/** Excavator bucket hanging from (x, y), curled by `curl` degrees. */
const excavatorBucket = (x: number, y: number, curl: number, size = 1) =>
  `<g transform="translate(${x} ${y}) rotate(${curl}) scale(${size})">` +
  path('M -12 -8 L 38 18 L 52 78 L 30 112 L 14 104 L 30 76 L 22 30 Q -20 30 -30 60 Q -46 20 -12 -8 Z', '#3c3e40') +
  path('M -30 60 Q -20 30 22 30 L 30 76 L 14 104 Q -24 100 -30 60 Z', '#4b4e51') +
  [0, 1, 2].map((i) => `<path d="M ${16 + i * 5} ${100 + i * 3} l 16 10 l -4 -16 Z" fill="#8d9296"/>`).join('') +
  `<circle r="9" fill="${STEEL}" stroke="#222" stroke-width="2"/></g>`

/* ---------- excavators ---------- */

const excavatorUpper = (ctx: Ctx, base: number, scale = 1) => {
  const { body, trim } = ctx.livery
  const s = (v: number) => v * scale
  const y = (v: number) => base + v * scale
  let svg = ''
  svg += rect(s(-110), y(-22), s(170), s(22), DARK)
  svg += path(`M ${s(-270)} ${y(-25)} L ${s(110)} ${y(-25)} L ${s(110)} ${y(-130)} L ${s(-232)} ${y(-130)} Q ${s(-270)} ${y(-130)} ${s(-270)} ${y(-95)} Z`, body)
  svg += rect(s(-292), y(-118), s(110), s(92), shade(body, -0.12), s(20))
  svg += rect(s(-240), y(-148), s(220), s(20), trim, s(4))
  svg += rect(s(-150), y(-182), s(12), s(36), DARK)
  svg += line(s(-60), y(-135), s(-60), y(-155), DARK, s(4))
  svg += line(s(-60), y(-155), s(10), y(-155), DARK, s(4))
  svg += decal(ctx, s(-120), y(-62), s(34))
  svg += cab(s(0), y(-272), s(108), s(142), body)
  return svg
}

const excavatorFront = (ctx: Ctx, px: number, py: number, scale: number) => {
  const { body } = ctx.livery
  const reach = ctx.pose.reach
  const s = (v: number) => v * scale
  const boomUp = 50 + reach * 12
  const knee = polar(px, py, s(250), boomUp)
  const tip = polar(knee.x, knee.y, s(165), -30 - reach * 18)
  const stickAngle = -62 - reach * 22
  const stickEnd = polar(tip.x, tip.y, s(235), stickAngle)
  let svg = ''
  svg += cylinder(px - s(25), py + s(30), px + (knee.x - px) * 0.6, py + (knee.y - py) * 0.6, s(16))
  svg +=
    `<path d="M ${px} ${py + s(14)} L ${knee.x - s(12)} ${knee.y - s(18)} L ${tip.x + s(6)} ${tip.y - s(18)} L ${tip.x + s(12)} ${tip.y + s(12)} ` +
    `L ${knee.x + s(8)} ${knee.y + s(22)} L ${px + s(24)} ${py + s(30)} Z" ${outline(body)}/>`
  svg += cylinder(knee.x - s(10), knee.y - s(25), tip.x - s(20), tip.y - s(42), s(12))
  const back = polar(tip.x, tip.y, s(45), stickAngle + 180)
  svg += line(back.x, back.y, stickEnd.x, stickEnd.y, shade(body, -0.35), s(36), 'butt')
  svg += line(back.x, back.y, stickEnd.x, stickEnd.y, body, s(30))
  svg += cylinder(back.x, back.y, stickEnd.x - s(12), stickEnd.y - s(30), s(9))
  svg += `<circle cx="${tip.x}" cy="${tip.y}" r="${s(10)}" fill="${STEEL}" stroke="#222" stroke-width="2"/>`
  svg += excavatorBucket(stickEnd.x, stickEnd.y, -20 + ctx.pose.tilt * 70, scale)
  return { svg, tip: stickEnd }
}

const crawlerExcavator = (ctx: Ctx): Drawing => {
  let svg = track(-255, 175, 82)
  svg += excavatorUpper(ctx, -82)
  svg += excavatorFront(ctx, 105, -150, 1).svg
  return { svg, box: { minX: -300, maxX: 560, minY: -470 } }
}

const wheeledExcavator = (ctx: Ctx): Drawing => {
  const { body, trim } = ctx.livery
  let svg = ''
  svg += rect(-250, -128, 400, 50, trim, 6)
  svg += wheel(-175, 62) + wheel(-85, 62) + wheel(65, 62) + wheel(155, 62)
  svg += path('M 150 -110 L 205 -110 L 225 -20 L 195 -20 Z', body)
  svg += excavatorUpper(ctx, -128, 0.92)
  svg += excavatorFront(ctx, 95, -190, 0.92).svg
  return { svg, box: { minX: -290, maxX: 540, minY: -490 } }
}

const miniExcavator = (ctx: Ctx): Drawing => {
  const { body, trim } = ctx.livery
  let svg = track(-170, 130, 62)
  svg += path('M 120 -70 L 170 -70 Q 182 -40 172 0 L 150 0 Q 156 -38 120 -50 Z', body)
  svg += rect(-160, -90, 260, 26, DARK)
  svg += path('M -200 -88 L 90 -88 L 90 -170 L -170 -170 Q -200 -170 -200 -140 Z', body)
  svg += decal(ctx, -90, -118, 24)
  svg += rect(-120, -182, 150, 14, trim, 3)
  svg += cab(-20, -330, 100, 160, body, 0.1)
  const front = excavatorFront({ ...ctx, pose: { ...ctx.pose, reach: ctx.pose.reach * 0.7 } }, 95, -130, 0.68)
  svg += front.svg
  return { svg, box: { minX: -210, maxX: 420, minY: -400 } }
}

/* ---------- loaders and dozers ---------- */

const wheelLoader = (ctx: Ctx): Drawing => {
  const { body, trim } = ctx.livery
  const lift = ctx.pose.reach
  let svg = ''
  svg += path('M -300 -96 L -300 -232 Q -300 -246 -284 -246 L -70 -246 L -58 -96 Z', body)
  svg += rect(-318, -130, 52, 58, trim, 6)
  for (let i = 0; i < 5; i++) svg += line(-292, -226 + i * 20, -272, -226 + i * 20, DARK, 5)
  svg += rect(-205, -286, 13, 42, DARK)
  svg += path('M -60 -96 L 205 -96 L 205 -150 L -60 -196 Z', body)
  svg += `<circle cx="-40" cy="-128" r="18" fill="${DARK}"/>`
  svg += wheel(-165, 76) + wheel(148, 76)
  svg += `<path d="M -250 -100 A 86 86 0 0 1 -80 -100" fill="none" stroke="${shade(body, -0.1)}" stroke-width="14"/>`
  svg += `<path d="M 64 -110 A 86 86 0 0 1 232 -110" fill="none" stroke="${shade(body, -0.1)}" stroke-width="14"/>`
  svg += cab(-100, -412, 140, 166, body, 0.08)
  svg += decal(ctx, -180, -168, 34)
  const pin = { x: 300, y: -82 - lift * 230 }
  svg += cylinder(20, -150, pin.x - 110, pin.y - 40 + lift * 30, 16)
  svg += line(0, -220, pin.x, pin.y, shade(body, -0.35), 34)
  svg += line(0, -220, pin.x, pin.y, body, 28)
  svg += line(95, -250 + lift * 40, pin.x - 20, pin.y - 62, DARK, 12)
  // Racked back when lifted, floor level on the ground.
  const curl = -lift * 28 - ctx.pose.tilt * 8
  svg +=
    `<g transform="translate(${pin.x} ${pin.y}) rotate(${curl})">` +
    path('M -14 -96 L 58 -104 L 166 58 L 162 74 L 10 74 Q -46 0 -14 -96 Z', shade(body, -0.08)) +
    path('M -14 -96 L 58 -104 L 64 -94 L -4 -86 Z', shade(body, -0.3)) +
    line(14, 74, 164, 66, '#5c6064', 8, 'butt') +
    `<circle r="10" fill="${STEEL}" stroke="#222" stroke-width="2"/><circle cx="-2" cy="-62" r="9" fill="${STEEL}" stroke="#222" stroke-width="2"/>` +
    '</g>'
  return { svg, box: { minX: -330, maxX: 470, minY: -420 } }
}

const dozer = (ctx: Ctx): Drawing => {
  const { body, trim } = ctx.livery
  let svg = track(-260, 215, 88)
  svg += rect(-245, -124, 445, 38, DARK)
  svg += path('M -100 -124 L -100 -246 L 165 -222 L 192 -124 Z', body)
  for (let i = 0; i < 4; i++) svg += line(150 + i * 8, -210 + i * 22, 158 + i * 8, -200 + i * 22, DARK, 5)
  svg += rect(58, -272, 12, 30, DARK)
  svg += cab(-240, -400, 146, 276, body, 0.06)
  svg += decal(ctx, 40, -168, 34)
  const lift = ctx.pose.reach * 40
  svg += line(-40, -46, 252, -52 - lift, body, 24)
  svg += cylinder(118, -214, 240, -150 - lift, 14)
  svg += path(`M 236 ${-246 - lift} L 266 ${-246 - lift} Q 306 ${-120 - lift} 290 ${6 - lift} L 252 ${6 - lift} Q 270 ${-120 - lift} 236 ${-246 - lift} Z`, body)
  svg += line(252, 5 - lift, 292, 5 - lift, '#5c6064', 8, 'butt')
  svg += path('M -245 -120 L -330 -96 L -336 -60 L -254 -96 Z', trim === '#1E1E1E' ? DARK : shade(body, -0.2))
  svg += path('M -330 -100 L -318 -100 L -306 -8 L -322 12 L -338 -8 Z', DARK)
  return { svg, box: { minX: -350, maxX: 320, minY: -410 } }
}

/* ---------- cranes ---------- */

const mobileCrane = (ctx: Ctx): Drawing => {
  const { body, trim } = ctx.livery
  const working = ctx.pose.tilt > 0.35
  let svg = ''
  if (working) {
    for (const x of [-400, 280]) {
      svg += rect(x - 4, -118, 60, 20, DARK)
      svg += line(x + (x < 0 ? -40 : 96), -110, x + (x < 0 ? -40 : 96), -6, DARK, 14)
      svg += rect(x + (x < 0 ? -64 : 72), -10, 48, 10, '#3a3a3a', 2)
      svg += line(x + (x < 0 ? -40 : 96), -108, x + 28, -108, DARK, 18)
    }
  }
  svg += rect(-420, -150, 760, 72, body, 6)
  svg += rect(-420, -88, 760, 12, DARK)
  for (const x of [-345, -240, -30, 75, 180]) svg += wheel(x, 54)
  svg += cab(252, -262, 100, 114, body, 0.2)
  svg += decal(ctx, -110, -100, 30)
  svg += rect(-345, -238, 250, 88, body, 8)
  svg += rect(-400, -232, 72, 80, trim, 6)
  svg += cab(-120, -286, 70, 120, body, 0.25)
  const angle = working ? 28 + ctx.pose.reach * 30 : 4
  const pivot = { x: -300, y: -250 }
  const sections = working ? [420, 330, 280] : [460]
  let boom = `<g transform="translate(${pivot.x} ${pivot.y}) rotate(${-angle})">`
  let offset = 0
  sections.forEach((length, i) => {
    const h = 54 - i * 9
    boom += rect(offset - (i ? 30 : 40), -h / 2, length + (i ? 30 : 40), h, shade(body, -i * 0.06), 4)
    offset += length - (i === sections.length - 1 ? 0 : 40)
  })
  boom += `<circle cx="${offset}" cy="0" r="18" fill="${DARK}"/>`
  if (!working) boom += decal(ctx, 200, 11, 26)
  boom += '</g>'
  const tip = polar(pivot.x, pivot.y, offset, angle)
  if (working) {
    svg += cylinder(-150, -190, polar(pivot.x, pivot.y, 230, angle).x, polar(pivot.x, pivot.y, 230, angle).y + 20, 22)
  }
  svg += boom
  if (working) {
    const hookY = Math.min(-120, tip.y + 260)
    svg += line(tip.x, tip.y, tip.x, hookY, '#222', 4)
    svg += rect(tip.x - 22, hookY, 44, 56, '#E8B400', 4)
    svg += `<path d="M ${tip.x} ${hookY + 56} l 0 18 q 0 18 -16 14" fill="none" stroke="#333" stroke-width="8"/>`
  }
  const minY = Math.min(-300, tip.y - 40)
  return { svg, box: { minX: -480, maxX: Math.max(420, tip.x + 60), minY } }
}

const crawlerCrane = (ctx: Ctx): Drawing => {
  const { body, trim } = ctx.livery
  let svg = track(-290, 290, 95)
  svg += rect(-200, -125, 400, 30, DARK)
  svg += rect(-260, -290, 330, 165, body, 8)
  svg += rect(-300, -270, 80, 140, trim, 6)
  svg += cab(60, -300, 90, 150, body, 0.2)
  svg += decal(ctx, -100, -190, 38)
  const angle = 62 + ctx.pose.reach * 12
  const length = 980
  const pivot = { x: 40, y: -180 }
  let lattice = `<g transform="translate(${pivot.x} ${pivot.y}) rotate(${-angle})">`
  lattice += line(0, -28, length, -10, body, 10) + line(0, 28, length, 10, body, 10)
  for (let x = 0; x < length - 20; x += 46) {
    const w = 28 - (18 * x) / length
    lattice += line(x, -w, x + 46, w - 1, shade(body, -0.15), 5)
  }
  lattice += `<circle cx="${length}" cy="0" r="20" fill="${DARK}"/></g>`
  svg += lattice
  const tip = polar(pivot.x, pivot.y, length, angle)
  svg += line(-250, -300, tip.x, tip.y, '#333', 3)
  svg += line(tip.x, tip.y, tip.x, -180, '#222', 4)
  svg += rect(tip.x - 24, -180, 48, 60, '#E8B400', 4)
  return { svg, box: { minX: -320, maxX: Math.max(320, tip.x + 60), minY: tip.y - 40 } }
}

/* ---------- attachments (shown on a pallet or timber blocks) ---------- */

const pallet = (x1: number, x2: number) => {
  const wood = '#b98b55'
  let svg = rect(x1, -40, x2 - x1, 12, wood, 2)
  for (const x of [x1, (x1 + x2) / 2 - 20, x2 - 40]) svg += rect(x, -28, 40, 28, shade(wood, -0.15), 2)
  return svg
}

const hydraulicHammer = (ctx: Ctx): Drawing => {
  const { body, trim } = ctx.livery
  let svg = pallet(-330, 300)
  svg += '<g transform="translate(0 -40)">'
  svg += rect(-340, -150, 110, 140, trim === '#1E1E1E' || trim === '#202020' ? DARK : shade(body, -0.45), 6)
  for (const y of [-118, -46]) svg += `<circle cx="-300" cy="${y}" r="14" fill="${STEEL}" stroke="#222" stroke-width="3"/>`
  svg += rect(-235, -138, 430, 118, body, 10)
  svg += rect(-235, -100, 430, 12, shade(body, -0.2))
  svg += decal(ctx, -30, -56, 40)
  svg += rect(195, -112, 60, 66, DARK, 4)
  svg += path('M 255 -96 L 400 -96 L 440 -79 L 400 -62 L 255 -62 Z', STEEL)
  svg += '</g>'
  return { svg, box: { minX: -360, maxX: 460, minY: -240 } }
}

const sortingGrapple = (ctx: Ctx): Drawing => {
  const { body } = ctx.livery
  const open = 16 + ctx.pose.reach * 22
  let svg = rect(-180, -40, 360, 40, '#6b5638', 3)
  svg += rect(-60, -470, 120, 56, DARK, 6)
  for (const x of [-30, 30]) svg += `<circle cx="${x}" cy="-442" r="11" fill="${STEEL}"/>`
  svg += rect(-80, -414, 160, 70, body, 10)
  svg += decal(ctx, 0, -370, 22)
  svg += cylinder(-50, -340, -150, -250, 18) + cylinder(50, -340, 150, -250, 18)
  for (const side of [-1, 1]) {
    svg += `<g transform="translate(${side * 30} -344) rotate(${side * open})">`
    svg += path(`M 0 0 L ${side * 40} 0 L ${side * 160} 190 Q ${side * 150} 290 ${side * 40} 310 L ${side * 30} 290 Q ${side * 110} 260 ${side * 100} 200 L 0 40 Z`, shade(body, -0.1))
    for (let i = 0; i < 3; i++) svg += line(side * (60 + i * 30), 90 + i * 60, side * (120 + i * 10), 110 + i * 60, shade(body, -0.4), 6)
    svg += '</g>'
  }
  return { svg, box: { minX: -320, maxX: 320, minY: -480 } }
}

const tiltrotator = (ctx: Ctx): Drawing => {
  const { body } = ctx.livery
  let svg = pallet(-260, 260)
  svg += '<g transform="translate(0 -40)">'
  svg += rect(-150, -330, 300, 50, DARK, 6)
  for (const x of [-100, 100]) svg += `<circle cx="${x}" cy="-305" r="15" fill="${STEEL}" stroke="#222" stroke-width="3"/>`
  svg += rect(-170, -280, 340, 110, body, 12)
  svg += cylinder(-150, -240, -60, -170, 16) + cylinder(150, -240, 60, -170, 16)
  svg += `<ellipse cx="0" cy="-150" rx="150" ry="26" fill="${shade(body, -0.2)}" stroke="${shade(body, -0.45)}" stroke-width="3"/>`
  svg += rect(-130, -140, 260, 60, body, 8)
  svg += decal(ctx, 0, -222, 30)
  svg += rect(-150, -80, 300, 80, DARK, 6)
  for (const x of [-90, 90]) svg += `<circle cx="${x}" cy="-40" r="16" fill="${STEEL}" stroke="#222" stroke-width="3"/>`
  svg += '</g>'
  return { svg, box: { minX: -290, maxX: 290, minY: -390 } }
}

/* ---------- telehandlers and dumpers ---------- */

const telehandler = (ctx: Ctx): Drawing => {
  const { body, trim } = ctx.livery
  let svg = ''
  svg += path('M -250 -66 L 230 -66 L 236 -150 L -250 -176 Z', body)
  svg += rect(-250, -96, 486, 16, trim === '#E9E9E9' ? shade(body, -0.3) : trim)
  svg += wheel(-150, 66) + wheel(140, 66)
  const angle = 4 + ctx.pose.reach * 34
  const pivot = { x: -236, y: -200 }
  const length = 430 + ctx.pose.tilt * 160
  let boom = `<g transform="translate(${pivot.x} ${pivot.y}) rotate(${-angle})">`
  boom += rect(-30, -30, 440, 60, body, 6)
  boom += rect(400, -22, length - 400, 44, shade(body, 0.12), 4)
  boom += decal(ctx, 105, 11, 28)
  boom += '</g>'
  svg += cylinder(-40, -150, polar(pivot.x, pivot.y, 240, angle).x, polar(pivot.x, pivot.y, 240, angle).y + 28, 18)
  svg += boom
  svg += cab(-60, -352, 118, 206, body, 0.12)
  const tip = polar(pivot.x, pivot.y, length, angle)
  svg += rect(tip.x - 6, tip.y - 70, 22, 120, DARK, 3)
  svg += path(`M ${tip.x + 6} ${tip.y + 50} L ${tip.x + 150} ${tip.y + 50} L ${tip.x + 150} ${tip.y + 60} L ${tip.x + 6} ${tip.y + 60} Z`, '#3a3c3e')
  return { svg, box: { minX: -280, maxX: Math.max(320, tip.x + 170), minY: Math.min(-360, tip.y - 90) } }
}

const articulatedDumpTruck = (ctx: Ctx): Drawing => {
  const { body } = ctx.livery
  const tip = ctx.pose.tilt > 0.7 ? 24 * ctx.pose.reach : 0
  let svg = ''
  svg += rect(-380, -176, 500, 44, DARK)
  svg += rect(100, -186, 60, 70, '#3b3d40', 4)
  svg += path('M 150 -100 L 352 -100 L 360 -214 L 300 -226 L 150 -226 Z', body)
  for (let i = 0; i < 4; i++) svg += line(336, -200 + i * 22, 352, -200 + i * 22, DARK, 5)
  svg += cab(164, -386, 128, 162, body, 0.1)
  svg += wheel(-300, 78) + wheel(-120, 78) + wheel(250, 78)
  svg += `<g transform="rotate(${-tip} -380 -176)">`
  svg += path('M -430 -320 L -380 -176 L 118 -176 L 140 -356 L -250 -346 Z', body)
  svg += path('M 118 -176 L 140 -356 L 160 -356 L 136 -176 Z', shade(body, -0.2))
  svg += line(-400, -250, 128, -262, shade(body, -0.15), 8)
  svg += decal(ctx, -120, -205, 46)
  svg += '</g>'
  return { svg, box: { minX: -460, maxX: 380, minY: -420 } }
}

const siteDumper = (ctx: Ctx): Drawing => {
  const { body } = ctx.livery
  const tip = ctx.pose.reach * 30
  let svg = ''
  svg += path('M -250 -70 L 110 -70 L 110 -140 L -250 -166 Z', body)
  svg += wheel(-150, 60) + wheel(140, 66)
  svg += rect(-220, -196, 70, 30, DARK, 6)
  svg += line(-250, -160, -240, -440, DARK, 14) + line(-140, -160, -150, -440, DARK, 14)
  svg += line(-254, -440, -136, -440, DARK, 16)
  svg += `<path d="M -150 -250 L -96 -250 L -90 -170" fill="none" stroke="${DARK}" stroke-width="10"/>`
  svg += `<g transform="rotate(${-tip} 250 -150)">`
  svg += path('M -40 -320 L 250 -300 L 270 -150 L 40 -150 Z', body)
  svg += path('M 250 -300 L 276 -300 L 290 -150 L 270 -150 Z', shade(body, -0.2))
  svg += decal(ctx, 120, -210, 38)
  svg += '</g>'
  return { svg, box: { minX: -280, maxX: 320, minY: -470 } }
}

/* ---------- compaction ---------- */

const drum = (cx: number, r: number) =>
  `<circle cx="${cx}" cy="${-r}" r="${r}" fill="#6e7378" stroke="#3e4246" stroke-width="4"/>` +
  `<circle cx="${cx}" cy="${-r}" r="${r * 0.86}" fill="none" stroke="#8e9398" stroke-width="4"/>` +
  `<circle cx="${cx}" cy="${-r}" r="${r * 0.3}" fill="#4e5256"/>`

const singleDrumRoller = (ctx: Ctx): Drawing => {
  const { body } = ctx.livery
  let svg = ''
  svg += drum(190, 92)
  svg += rect(78, -226, 236, 44, body, 8)
  svg += path('M 112 -186 L 268 -186 L 246 -52 L 134 -52 Z', shade(body, -0.06))
  svg += `<circle cx="190" cy="-92" r="22" fill="${DARK}"/>`
  svg += rect(40, -170, 60, 80, DARK, 4)
  svg += path('M -310 -92 L -310 -236 Q -310 -250 -294 -250 L 30 -250 L 40 -92 Z', body)
  for (let i = 0; i < 4; i++) svg += line(-302, -230 + i * 24, -284, -230 + i * 24, DARK, 5)
  svg += wheel(-175, 74)
  svg += cab(-205, -438, 150, 188, body, 0.06)
  svg += decal(ctx, -110, -150, 36)
  return { svg, box: { minX: -330, maxX: 330, minY: -450 } }
}

const tandemRoller = (ctx: Ctx): Drawing => {
  const { body, trim } = ctx.livery
  let svg = drum(-170, 64) + drum(170, 64)
  svg += path('M -250 -100 L 250 -100 L 230 -230 L -230 -230 Z', body)
  svg += rect(-240, -132, 480, 16, trim === '#1E1E1E' ? DARK : shade(body, -0.25))
  svg += decal(ctx, 0, -150, 34)
  svg += rect(-50, -300, 70, 70, DARK, 8)
  for (const x of [-140, 120]) svg += line(x, -230, x, -460, DARK, 12)
  svg += rect(-170, -478, 320, 22, body, 6)
  return { svg, box: { minX: -270, maxX: 270, minY: -490 } }
}

const pneumaticRoller = (ctx: Ctx): Drawing => {
  const { body } = ctx.livery
  let svg = ''
  for (const x of [-230, -150, 130, 210]) svg += wheel(x, 48)
  svg += path('M -290 -92 L 290 -92 L 280 -250 L -280 -250 Z', body)
  svg += rect(-290, -120, 580, 14, DARK)
  svg += cab(-80, -440, 150, 190, body, 0.08)
  svg += decal(ctx, -180, -170, 34)
  return { svg, box: { minX: -310, maxX: 310, minY: -450 } }
}

/* ---------- road construction ---------- */

const trackedPaver = (ctx: Ctx): Drawing => {
  const { body, trim } = ctx.livery
  const wings = ctx.pose.reach * 30
  let svg = track(-200, 190, 70)
  svg += path(`M 150 -74 L 320 -74 L ${340 + wings * 0.5} ${-196 - wings} L 300 -206 L 190 -150 Z`, body)
  svg += path('M -230 -70 L 160 -70 L 160 -236 L -230 -236 Z', body)
  svg += rect(-190, -262, 190, 26, shade(body, -0.15), 4)
  svg += rect(-40, -300, 12, 40, DARK)
  svg += decal(ctx, -10, -140, 36)
  svg += rect(-330, -84, 140, 66, trim === '#1E1E1E' ? DARK : shade(trim, -0.3), 4)
  svg += rect(-352, -108, 180, 20, '#55585b', 3)
  svg += rect(-270, -270, 100, 34, DARK, 6)
  for (const x of [-268, -152]) svg += line(x, -236, x, -430, DARK, 10)
  svg += rect(-300, -448, 180, 20, trim === '#1E1E1E' ? '#e2e2e2' : trim, 5)
  return { svg, box: { minX: -370, maxX: 380, minY: -460 } }
}

const coldMillingMachine = (ctx: Ctx): Drawing => {
  const { body, trim } = ctx.livery
  let svg = ''
  for (const [x1, x2] of [[-250, -120], [120, 250]]) {
    svg += rect((x1 + x2) / 2 - 18, -150, 36, 110, DARK)
    svg += track(x1, x2, 58)
  }
  svg += rect(-290, -262, 560, 150, body, 8)
  svg += rect(-100, -118, 200, 90, DARK, 6)
  svg += rect(-290, -150, 560, 14, trim)
  svg += decal(ctx, -150, -180, 40)
  svg += rect(-60, -300, 120, 38, DARK, 6)
  for (const x of [-80, 90]) svg += line(x, -262, x, -470, DARK, 10)
  svg += rect(-110, -488, 230, 20, trim, 5)
  const rise = 22 + ctx.pose.reach * 14
  const end = polar(260, -170, 380, rise)
  svg += line(240, -150, end.x, end.y, shade(body, -0.35), 40, 'butt')
  svg += line(240, -150, end.x, end.y, body, 34, 'butt')
  svg += line(250, -140, end.x, end.y + 16, DARK, 8)
  svg += line(270, -262, end.x - 120, end.y - 40, DARK, 4)
  return { svg, box: { minX: -310, maxX: end.x + 30, minY: Math.min(-500, end.y - 60) } }
}

const DRAWINGS: Record<MachineShape, (ctx: Ctx) => Drawing> = {
  crawler_excavator: crawlerExcavator,
  wheeled_excavator: wheeledExcavator,
  mini_excavator: miniExcavator,
  wheel_loader: wheelLoader,
  mobile_crane: mobileCrane,
  crawler_crane: crawlerCrane,
  hydraulic_hammer: hydraulicHammer,
  sorting_grapple: sortingGrapple,
  tiltrotator,
  dozer,
  telehandler,
  articulated_dump_truck: articulatedDumpTruck,
  site_dumper: siteDumper,
  single_drum_roller: singleDrumRoller,
  tandem_roller: tandemRoller,
  pneumatic_roller: pneumaticRoller,
  tracked_paver: trackedPaver,
  cold_milling_machine: coldMillingMachine,
}

export const drawMachine = (shape: MachineShape, livery: Livery, decalText: string, pose: Pose): Drawing =>
  DRAWINGS[shape]({ livery, decal: decalText, pose })
