import ReactMarkdown from 'react-markdown';
import remarkGfm from 'remark-gfm';

/**
 * Markdown from the CMS rendered on the server (no client JS). react-markdown never renders raw
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
