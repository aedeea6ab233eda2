import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CLIENT_NAMESPACES, COMPARATOR_NAMESPACES } from './client-messages';

const SRC = path.resolve(__dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The project file an import names, or null for a package. */
function resolveImport(from: string, specifier: string): string | null {
  const base = specifier.startsWith('@/') ? path.join(SRC, specifier.slice(2)) : specifier.startsWith('.') ? path.resolve(path.dirname(from), specifier) : null;
  if (!base) return null;
  return [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')].find(existsSync) ?? null;
}

/** Every project file a client component's code reaches, the component's own file included. */
function clientGraph(): Set<string> {
  const files = sourceFiles(SRC);
  const seen = new Set<string>();
  const queue = files.filter((file) => /^['"]use client['"]/.test(readFileSync(file, 'utf8')));
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    for (const [, specifier] of source.matchAll(/^(?:import|export) (?!type )[^;]*? from '([^']+)'/gm)) {
      const target = resolveImport(file, specifier!);
      if (target) queue.push(target);
    }
  }
  return seen;
}

describe('client messages', () => {
  it('hold every namespace that code running in the browser translates with', () => {
    const used = new Set<string>();
    const outsideTheComparator = new Set<string>();
    for (const file of clientGraph()) {
      for (const [, namespace] of readFileSync(file, 'utf8').matchAll(/useTranslations\('([A-Za-z]+)/g)) {
        used.add(namespace!);
        if (!file.includes(`${path.sep}components${path.sep}comparator${path.sep}`)) outsideTheComparator.add(namespace!);
      }
    }
    expect(used).toContain('UI');
    expect(used).toContain('Comparator');
    const carried: readonly string[] = [...CLIENT_NAMESPACES, ...COMPARATOR_NAMESPACES];
    expect([...used].filter((namespace) => !carried.includes(namespace))).toEqual([]);
    // The comparator's own namespaces reach only its pages (ClientMessages): no other client code may read them.
    expect([...outsideTheComparator].filter((namespace) => !(CLIENT_NAMESPACES as readonly string[]).includes(namespace))).toEqual([]);
  });
});
