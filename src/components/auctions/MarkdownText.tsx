import Markdown, { defaultUrlTransform } from 'react-markdown';

/**
 * Seller Markdown rendered on the server only (no client JS): raw HTML is not rendered,
 * links other than http(s) and mailto are dropped, and links open safely.
 */
export default function MarkdownText({ text }: { text: string }) {
  return (
    <Markdown
      skipHtml
      urlTransform={(url) => (/^(https?:|mailto:|\/|#)/i.test(url) ? defaultUrlTransform(url) : '')}
      components={{ a: ({ node: _node, ...props }) => <a {...props} rel="nofollow noopener noreferrer" /> }}
    >
      {text}
    </Markdown>
  );
}
