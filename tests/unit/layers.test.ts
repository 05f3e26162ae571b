import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

// The layer rule of `npm run lint` (eslint.config.js, eslint-plugin-boundaries): imports run one way,
// core <- cms <- server and core <- src. Each case lints a small file placed in a part, with the
// project's own config, and checks the message that names the rule.
const eslint = new ESLint()

const layerMessages = async (filePath: string, code: string) => {
  const [result] = await eslint.lintText(code, { filePath })
  return result.messages.filter((m) => m.ruleId === 'boundaries/dependencies').map((m) => m.message)
}

describe('the layer rule in npm run lint', { timeout: 60_000 }, () => {
  it('fails cms/ importing server/, naming the rule', async () => {
    expect(await layerMessages('cms/x.ts', "import { createApplication } from '../server/app'\nexport const x = createApplication\n")).toEqual([
      'Layer rule: cms/ may import only core/ and cms/',
    ])
  })

  it('fails core/ importing anything of the product', async () => {
    const code = "import config from '../cms/payload.config'\nimport { createLogger } from '../server/logger'\nexport const x = [config, createLogger]\n"
    expect(await layerMessages('core/x.ts', code)).toEqual([
      'Layer rule: core/ may import only core/ (and npm packages), nothing of cms/, server/ or src/',
      'Layer rule: core/ may import only core/ (and npm packages), nothing of cms/, server/ or src/',
    ])
  })

  it('fails src/ importing server/ or cms/, also from an .astro page', async () => {
    const page = "---\nimport { createApplication } from '../../server/app';\nimport { Users } from '../../cms/collections/Users';\nconst x = [createApplication, Users];\n---\n<p>{x.length}</p>\n"
    expect(await layerMessages('src/pages/x.astro', page)).toEqual([
      'Layer rule: src/ may import only core/ and src/ (it talks to the service over HTTP and socket.io)',
      'Layer rule: src/ may import only core/ and src/ (it talks to the service over HTTP and socket.io)',
    ])
  })

  it('fails server/ importing src/', async () => {
    expect(await layerMessages('server/x.ts', "import { getServerUser } from '../src/lib/account-server'\nexport const x = getServerUser\n")).toEqual([
      'Layer rule: server/ may import only core/, cms/ and server/',
    ])
  })

  it('passes the allowed directions, through relative paths and the @core alias', async () => {
    expect(await layerMessages('core/x.ts', "import { BRANDS } from './domain/catalog'\nimport { z } from 'zod'\nexport const x = [BRANDS, z]\n")).toEqual([])
    expect(await layerMessages('cms/x.ts', "import { BRANDS } from '@core/domain/catalog'\nimport { isStaffUser } from './access/roles'\nexport const x = [BRANDS, isStaffUser]\n")).toEqual([])
    const server = "import config from '../cms/payload.config'\nimport { auctionRoom } from '@core/contract'\nimport { createLogger } from './logger'\nexport const x = [config, auctionRoom, createLogger]\n"
    expect(await layerMessages('server/x.ts', server)).toEqual([])
    expect(await layerMessages('src/x.ts', "import { auctionRoom } from '@core/contract'\nimport { getServerUser } from './lib/account-server'\nexport const x = [auctionRoom, getServerUser]\n")).toEqual([])
    expect(await layerMessages('tests/x.ts', "import { createApplication } from '../server/app'\nimport config from '../cms/payload.config'\nexport const x = [createApplication, config]\n")).toEqual([])
  })
})
