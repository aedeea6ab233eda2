type Operation = {
  summary?: string;
  description?: string;
  tags?: string[];
  security?: unknown[];
  parameters?: { name: string; in: string; required?: boolean; description?: string; schema?: { type?: string | string[] } }[];
  requestBody?: { content?: Record<string, unknown> };
  responses?: Record<string, { description?: string }>;
};
type Document = { info: { title: string; description?: string }; paths?: Record<string, Record<string, Operation>> };

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

/** A readable, self-contained reference of the OpenAPI document (no external scripts or fonts). */
export function renderDocs(input: unknown): string {
  const doc = input as Document;
  const groups = new Map<string, string[]>();
  for (const [path, methods] of Object.entries(doc.paths ?? {})) {
    for (const [method, op] of Object.entries(methods)) {
      const tag = op.tags?.[0] ?? path.split('/')[2] ?? 'other';
      const params = (op.parameters ?? [])
        .map(
          (p) =>
            `<li><code>${escape(p.name)}</code> <small>${escape(p.in)}${p.required ? ', required' : ''}${p.schema?.type ? `, ${escape([p.schema.type].flat().join(' | '))}` : ''}</small>${p.description ? ` — ${escape(p.description)}` : ''}</li>`,
        )
        .join('');
      const body = op.requestBody?.content ? `<p><small>Body: ${Object.keys(op.requestBody.content).map(escape).join(', ')}</small></p>` : '';
      const responses = Object.entries(op.responses ?? {})
        .map(([status, r]) => `<li><code>${escape(status)}</code> ${escape(r.description ?? '')}</li>`)
        .join('');
      const lock = op.security?.length ? ' <span class="lock" title="Needs an admin token">admin</span>' : '';
      const entry = `<details><summary><span class="m ${method}">${method.toUpperCase()}</span> <code>${escape(path)}</code>${lock} ${escape(op.summary ?? '')}</summary>${op.description ? `<p>${escape(op.description)}</p>` : ''}${params ? `<ul>${params}</ul>` : ''}${body}<ul>${responses}</ul></details>`;
      groups.set(tag, [...(groups.get(tag) ?? []), entry]);
    }
  }
  const sections = [...groups.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([tag, entries]) => `<section><h2>${escape(tag)}</h2>${entries.join('')}</section>`)
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escape(doc.info.title)}</title><style>
body{font:15px/1.5 system-ui,sans-serif;max-width:960px;margin:2rem auto;padding:0 1rem;color:#1f2937}
h1{margin-bottom:.25rem}details{border:1px solid #e5e7eb;border-radius:8px;margin:.4rem 0;padding:.4rem .8rem}
summary{cursor:pointer}code{font-family:ui-monospace,monospace}.m{display:inline-block;min-width:4.2rem;font-weight:700;font-size:.8rem}
.get{color:#047857}.post{color:#1d4ed8}.put,.patch{color:#b45309}.delete{color:#b91c1c}.lock{font-size:.75rem;background:#fef3c7;border-radius:4px;padding:0 .3rem}
</style></head><body><h1>${escape(doc.info.title)}</h1><p>${escape(doc.info.description ?? '')}</p><p><a href="/api/openapi.json">openapi.json</a></p>${sections}</body></html>`;
}
