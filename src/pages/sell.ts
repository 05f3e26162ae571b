import type { APIRoute } from 'astro';

import { getPublicSettings } from '../lib/cms-content';

// The header's "Sell machines" link on every page, including the prerendered home: it leads here
// and on to the sister site named in the settings (`sell_site_url`), so an admin's change applies
// without a rebuild.
export const prerender = false;

export const GET: APIRoute = async () => {
  const { sell_site_url } = await getPublicSettings();
  return new Response(null, { status: 302, headers: { Location: sell_site_url, 'Cache-Control': 'no-store' } });
};
