import ReactMarkdown from 'react-markdown';
import remarkGfm from 'remark-gfm';

/**
 * THE safe Markdown renderer of CMS content (pages, FAQ answers): the public site renders it on
 * the server (no client JS) and the admin's FAQ and page editors render the same component as
 * their live preview, so the preview is what visitors will see. react-markdown never renders raw
 * HTML and its default URL transform empties links with unsafe protocols (e.g. javascript:).
 */
export default function Markdown({ source }: { source: string }) {
  return (
    <ReactMarkdown
      remarkPlugins={[remarkGfm]}
      components={{
        a: ({ node: _node, href, ...props }) =>
          /^https?:\/\//.test(href ?? '') ? (
            <a href={href} rel="noopener noreferrer" target="_blank" {...props} />
          ) : (
            <a href={href} {...props} />
          ),
        table: ({ node: _node, ...props }) => (
          <div className="prose__table">
            <table {...props} />
          </div>
        ),
      }}
    >
      {source}
    </ReactMarkdown>
  );
}
