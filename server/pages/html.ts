// Small server-rendered pages: the dev outbox and the demo payment page (no
// scripts, everything escaped), and the demo providers' pages (static markup,
// one script and one style from this origin, data in data- attributes).
const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: unknown): string {
  return String(value ?? '').replace(/[&<>"']/g, (ch) => ESCAPES[ch]!);
}

export function page(title: string, body: string, lang = 'tr'): string {
  return `<!doctype html>
<html lang="${escapeHtml(lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="data:,">
<title>${escapeHtml(title)}</title>
<style>
  body { margin: 0; font: 16px/1.5 system-ui, sans-serif; background: #0f1923; color: #f2f5f7; }
  main { max-width: 44rem; margin: 2rem auto; padding: 0 1rem; }
  h1 { font-size: 1.5rem; }
  table { width: 100%; border-collapse: collapse; font-size: 0.9rem; }
  th, td { text-align: left; padding: 0.5rem; border-bottom: 1px solid #1f3140; vertical-align: top; }
  .card { background: #17242f; border-radius: 8px; padding: 1.5rem; }
  .amount { font-size: 2rem; font-weight: 700; color: #f5b70a; }
  .actions { display: flex; gap: 1rem; margin-top: 1.5rem; flex-wrap: wrap; }
  button { font: inherit; padding: 0.75rem 1.5rem; border-radius: 8px; border: 0; cursor: pointer; }
  .primary { background: #f5b70a; color: #1a1300; font-weight: 700; }
  .secondary { background: #1f3140; color: #f2f5f7; }
  code { background: #1f3140; padding: 0 0.25rem; border-radius: 4px; }
  a { color: #f5b70a; }
</style>
</head>
<body><main>${body}</main></body>
</html>`;
}

/**
 * A page whose script builds it: the root element carries the script's data
 * as data- attributes (the CSP allows no inline script).
 */
export function scriptPage(input: {
  title: string;
  lang: string;
  rootId: string;
  data: Record<string, string>;
  stylesheet: string;
  script: string;
}): string {
  const attributes = Object.entries(input.data)
    .map(([key, value]) => `data-${key}="${escapeHtml(value)}"`)
    .join(' ');
  return `<!doctype html>
<html lang="${escapeHtml(input.lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="data:,">
<meta name="referrer" content="strict-origin-when-cross-origin">
<title>${escapeHtml(input.title)}</title>
<link rel="stylesheet" href="${escapeHtml(input.stylesheet)}">
</head>
<body>
<div id="${escapeHtml(input.rootId)}" ${attributes}></div>
<script src="${escapeHtml(input.script)}"></script>
</body>
</html>`;
}
