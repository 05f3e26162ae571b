/**
 * Where a worker thread's code is, beside the module that starts it: its TypeScript source when
 * that module runs from source (tsx, Vitest: the worker compiles through tsx too), and the `.mjs`
 * bundle of the same name beside the built service otherwise (scripts/lib/service-build.ts bundles
 * each worker as its own entry next to index.mjs).
 */
export const fromSource = (moduleUrl: string) => moduleUrl.endsWith('.ts')

export const workerSource = (moduleUrl: string, name: string): { url: URL; execArgv: string[] } =>
  fromSource(moduleUrl)
    ? { url: new URL(`./${name}.ts`, moduleUrl), execArgv: ['--import', 'tsx'] }
    : { url: new URL(`./${name}.mjs`, moduleUrl), execArgv: [] }
