import type { Brand } from '@core/domain/catalog'

/** The livery a brand's machines are known by: main paint, trim, and the colour of the decal text. */
export type Livery = { body: string; trim: string; decal: string }

export const BRAND_LIVERY: Record<Brand, Livery> = {
  Caterpillar: { body: '#FFCD11', trim: '#1E1E1E', decal: '#1E1E1E' },
  Komatsu: { body: '#F3B61F', trim: '#3B3F46', decal: '#1B2A4A' },
  Hitachi: { body: '#F07F0A', trim: '#2E2E2E', decal: '#FFFFFF' },
  Liebherr: { body: '#F5C400', trim: '#B9BEC3', decal: '#3C3C3C' },
  JCB: { body: '#FCB614', trim: '#202020', decal: '#202020' },
  Volvo: { body: '#F2B300', trim: '#5B6770', decal: '#1F2B38' },
  Develon: { body: '#3A3D42', trim: '#F2A900', decal: '#F2A900' },
  Doosan: { body: '#F26F21', trim: '#3A3A3A', decal: '#FFFFFF' },
  Hyundai: { body: '#F6BE00', trim: '#404549', decal: '#00305F' },
  CASE: { body: '#E3A72F', trim: '#1F1F1F', decal: '#1F1F1F' },
  Kobelco: { body: '#8DBBB0', trim: '#2F4A7A', decal: '#1D3565' },
  Takeuchi: { body: '#E8E4DA', trim: '#C8102E', decal: '#C8102E' },
  Bobcat: { body: '#F4F4F2', trim: '#F26522', decal: '#1A1A1A' },
  Wirtgen: { body: '#EDE7D8', trim: '#4A4F55', decal: '#4A4F55' },
  HAMM: { body: '#E2532B', trim: '#D8D8D8', decal: '#FFFFFF' },
  BOMAG: { body: '#FFCC00', trim: '#1E1E1E', decal: '#1E1E1E' },
  Manitou: { body: '#D7261E', trim: '#2A2A2A', decal: '#FFFFFF' },
  Merlo: { body: '#2F8C3E', trim: '#E9E9E9', decal: '#FFFFFF' },
  Genie: { body: '#1B4E9B', trim: '#D9DDE2', decal: '#FFFFFF' },
  SANY: { body: '#D9251D', trim: '#C4C7CA', decal: '#FFFFFF' },
  XCMG: { body: '#F5B400', trim: '#2C2C2C', decal: '#0E3B7A' },
}

/** Short decal text painted on the machine. */
export const BRAND_DECAL: Record<Brand, string> = {
  Caterpillar: 'CAT',
  Komatsu: 'KOMATSU',
  Hitachi: 'HITACHI',
  Liebherr: 'LIEBHERR',
  JCB: 'JCB',
  Volvo: 'VOLVO',
  Develon: 'DEVELON',
  Doosan: 'DOOSAN',
  Hyundai: 'HYUNDAI',
  CASE: 'CASE',
  Kobelco: 'KOBELCO',
  Takeuchi: 'TAKEUCHI',
  Bobcat: 'BOBCAT',
  Wirtgen: 'WIRTGEN',
  HAMM: 'HAMM',
  BOMAG: 'BOMAG',
  Manitou: 'MANITOU',
  Merlo: 'MERLO',
  Genie: 'GENIE',
  SANY: 'SANY',
  XCMG: 'XCMG',
}
