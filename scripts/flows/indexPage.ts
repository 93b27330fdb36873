// flows/index.html: the flows for a product owner without Stately's site.

export interface FlowEntry {
  id: string;
  description: string;
  states: number;
  staying: string[];
  paths: string[];
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Paths shown before 'show all' folds the rest away. */
const FIRST_PATHS = 25;

function section(entry: FlowEntry): string {
  const list = (items: string[], start = 1) => `<ol start="${start}">${items.map((item) => `<li><code>${escapeHtml(item)}</code></li>`).join('')}</ol>`;
  const paths =
    entry.paths.length <= FIRST_PATHS
      ? list(entry.paths)
      : `${list(entry.paths.slice(0, FIRST_PATHS))}<details><summary>The other ${entry.paths.length - FIRST_PATHS} paths</summary>${list(entry.paths.slice(FIRST_PATHS), FIRST_PATHS + 1)}</details>`;
  return `<section id="${entry.id}" aria-labelledby="h-${entry.id}">
<h2 id="h-${entry.id}">${escapeHtml(entry.id)}</h2>
<p>${escapeHtml(entry.description)}</p>
<p class="meta">${entry.states} states · ${entry.paths.length} generated paths · <a href="${entry.id}.json">definition (JSON, for Stately Studio)</a> · <a href="${entry.id}.svg">diagram (SVG)</a></p>
<figure><img src="${entry.id}.svg" alt="Statechart of ${escapeHtml(entry.id)}" loading="lazy"></figure>
${entry.staying.length ? `<h3>Events handled without leaving the state</h3>${list(entry.staying)}` : ''}
<h3>Generated paths</h3>
<p class="meta">Each path starts from a named situation in brackets, then the events in order (→), and ends in the state after ⇒. QA's model tests replay exactly these.</p>
${paths}
</section>`;
}

export function renderIndex(entries: FlowEntry[]): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Flows — casino site statecharts</title>
<style>
  body { font: 15px/1.5 system-ui, sans-serif; color: #24292f; margin: 0; }
  header, main { max-width: 80rem; margin: 0 auto; padding: 1rem 1.5rem; }
  nav ul { columns: 14rem; padding-left: 1.2rem; }
  section { border-top: 1px solid #d0d7de; padding: 1rem 0 2rem; }
  figure { margin: 1rem 0; overflow-x: auto; border: 1px solid #d0d7de; border-radius: 8px; padding: 0.5rem; }
  figure img { max-width: none; }
  .meta { color: #57606a; }
  code { font-size: 0.85rem; }
  ol { padding-left: 2.2rem; }
</style>
</head>
<body>
<header>
<h1>Flows of the casino site</h1>
<p>Every statechart of the site (one machine a file in <code>machines/</code>), drawn from its definition, with the paths the model-based tests generate from it. Regenerate with <code>npm run flows:export</code>; import a <code>.json</code> into Stately Studio to edit it visually.</p>
<nav aria-label="Machines"><ul>${entries.map((e) => `<li><a href="#${e.id}">${escapeHtml(e.id)}</a> — ${e.paths.length} paths</li>`).join('')}</ul></nav>
</header>
<main>
${entries.map(section).join('\n')}
</main>
</body>
</html>
`;
}
