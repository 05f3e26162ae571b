import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'

const cmsDir = path.dirname(fileURLToPath(import.meta.url))
const rootDir = path.resolve(cmsDir, '..')

const nextConfig: NextConfig = {
  // node_modules live at the repository root, one level up.
  turbopack: { root: rootDir },
  outputFileTracingRoot: rootDir,
  poweredByHeader: false,
  images: { localPatterns: [{ pathname: '/api/media/file/**' }] },
  typescript: { tsconfigPath: 'tsconfig.json' },
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
