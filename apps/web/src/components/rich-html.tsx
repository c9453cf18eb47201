import './rich-html.css';

/**
 * HTML the server has already sanitised with its allow-list (notice content, FAQ answers, sponsor
 * tabs: platform-rules §2). Only those fields are rendered as HTML; everything else is text.
 */
export function RichHtml({ html, className }: { html: string; className?: string }) {
  return (
    <div className={className ? `rich-text ${className}` : 'rich-text'} dangerouslySetInnerHTML={{ __html: html }} />
  );
}
