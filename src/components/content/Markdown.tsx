/** The site's CMS Markdown is the one shared renderer (core/markdown), also the admin editors' preview. */
export { default } from '@core/markdown/Markdown';
