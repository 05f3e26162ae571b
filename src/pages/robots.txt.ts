import type { APIRoute } from 'astro';

/** robots.txt: private areas stay out of search engines; the sitemap lists the rest. */
export const GET: APIRoute = ({ site }) => {
  const sitemap = new URL('/sitemap.xml', site ?? 'http://localhost:3000').href;
  const body = [
    'User-agent: *',
    'Disallow: /admin',
    'Disallow: /api/',
    'Disallow: /svc/',
    'Disallow: /dashboard',
    'Disallow: /de/dashboard',
    'Disallow: /kyc',
    'Disallow: /de/kyc',
    '',
    `Sitemap: ${sitemap}`,
    '',
  ].join('\n');
  return new Response(body, { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
};
