import js from '@eslint/js'
import astro from 'eslint-plugin-astro'
import boundaries from 'eslint-plugin-boundaries'
import globals from 'globals'
import tseslint from 'typescript-eslint'

/**
 * The layers (README.md, "Architecture" → "Layers"): imports run one way, core <- cms <- server and
 * core <- src. Each part lists what it may import; anything else fails `npm run lint` with the
 * rule's own message. scripts/ and tests/ may import every part.
 */
const LAYERS = [
  { type: 'core', pattern: 'core/**', may: ['core'], message: 'Layer rule: core/ may import only core/ (and npm packages), nothing of cms/, server/ or src/' },
  { type: 'cms', pattern: 'cms/**', may: ['core', 'cms'], message: 'Layer rule: cms/ may import only core/ and cms/' },
  { type: 'server', pattern: 'server/**', may: ['core', 'cms', 'server'], message: 'Layer rule: server/ may import only core/, cms/ and server/' },
  {
    type: 'site',
    pattern: 'src/**',
    may: ['core', 'site'],
    message: 'Layer rule: src/ may import only core/ and src/ (it talks to the service over HTTP and socket.io)',
  },
  { type: 'scripts', pattern: 'scripts/**', may: null },
  { type: 'tests', pattern: 'tests/**', may: null },
]

export const layerRules = {
  plugins: { boundaries },
  settings: {
    'boundaries/elements': LAYERS.map(({ type, pattern }) => ({ type, pattern, partialMatch: false })),
    // Resolves relative imports without extensions and the @core/* alias from tsconfig.json.
    'import/resolver': { typescript: { project: './tsconfig.json' } },
  },
  rules: {
    'boundaries/dependencies': [
      'error',
      {
        default: 'allow',
        policies: LAYERS.filter((layer) => layer.may).map(({ type, may, message }) => ({
          from: { element: { type } },
          disallow: { to: { element: { types: { noneOf: may } } } },
          message,
        })),
      },
    ],
  },
}

export default tseslint.config(
  {
    ignores: [
      'node_modules/**',
      'dist/**',
      'build/**',
      '.astro/**',
      'cms/.next/**',
      'cms/payload-types.ts',
      'cms/migrations/**',
      'cms/app/(payload)/**',
      'cms/next-env.d.ts',
      'data/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  ...astro.configs.recommended,
  layerRules,
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['tests/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
)
