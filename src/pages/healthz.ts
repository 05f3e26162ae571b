import type { APIRoute } from 'astro';

// Rendered on request so it proves this process is up and answering, not that a file exists.
export const prerender = false;

export const GET: APIRoute = () =>
  Response.json({ status: 'ok', part: 'site' }, { headers: { 'Cache-Control': 'no-store' } });
