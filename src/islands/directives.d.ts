import 'astro';

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrate on the viewer's first move towards the island (src/islands/hydrate-on-interaction.ts). */
    'client:interaction'?: boolean;
  }
}
