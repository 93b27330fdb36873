import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/** Server HTML (pages, promotions) rendered only after DOMPurify has removed scripts, handlers and unsafe URLs. */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => DOMPurify.sanitize(html, { USE_PROFILES: { html: true } }), [html]);
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
