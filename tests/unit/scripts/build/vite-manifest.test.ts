// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  readManifest,
  staticClosure,
  type Manifest,
} from '../../../../scripts/build/vite-manifest';

/** entry -> a -> b (static), entry ~> lazy (dynamic) -> lazy-dep (static). */
const MANIFEST: Manifest = {
  'index.html': {
    file: 'assets/index-1.js',
    isEntry: true,
    imports: ['_a.js'],
    dynamicImports: ['src/lazy.tsx'],
  },
  '_a.js': { file: 'assets/a-2.js', imports: ['_b.js'] },
  '_b.js': { file: 'assets/b-3.js', imports: ['_a.js'] },
  'src/lazy.tsx': { file: 'assets/lazy-4.js', imports: ['_lazy-dep.js'] },
  '_lazy-dep.js': { file: 'assets/lazy-dep-5.js' },
  '_unrelated.js': { file: 'assets/unrelated-6.js' },
};

describe('the chunks that load with an entry', () => {
  it('follows static imports transitively, the keys given included', () => {
    expect([...staticClosure(MANIFEST, ['index.html'])].sort()).toEqual(
      ['_a.js', '_b.js', 'index.html'].sort(),
    );
  });

  it('does not follow dynamic imports', () => {
    const closure = staticClosure(MANIFEST, ['index.html']);
    expect(closure.has('src/lazy.tsx')).toBe(false);
    expect(closure.has('_lazy-dep.js')).toBe(false);
  });

  it('ignores keys the manifest does not have, given or imported', () => {
    const manifest: Manifest = {
      ...MANIFEST,
      '_a.js': { file: 'assets/a-2.js', imports: ['_b.js', '_gone.js'] },
    };
    expect([...staticClosure(manifest, ['nowhere.tsx', 'index.html'])].sort()).toEqual(
      ['_a.js', '_b.js', 'index.html'].sort(),
    );
    expect(staticClosure(manifest, ['nowhere.tsx']).size).toBe(0);
  });

  it('gives the union of the closures of several keys', () => {
    expect([...staticClosure(MANIFEST, ['src/lazy.tsx', '_b.js'])].sort()).toEqual(
      ['_a.js', '_b.js', '_lazy-dep.js', 'src/lazy.tsx'].sort(),
    );
  });
});

describe('reading a build manifest', () => {
  it("reads the app's manifest, or a named one, from the build's .vite folder", () => {
    const outDir = mkdtempSync(join(tmpdir(), 'vite-manifest-'));
    try {
      mkdirSync(join(outDir, '.vite'));
      writeFileSync(join(outDir, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
      writeFileSync(
        join(outDir, '.vite', 'islands-manifest.json'),
        JSON.stringify({ 'src/entry-islands.tsx': { file: 'assets/islands-7.js' } }),
      );
      expect(readManifest(outDir)).toEqual(MANIFEST);
      expect(readManifest(outDir, 'islands-manifest.json')).toEqual({
        'src/entry-islands.tsx': { file: 'assets/islands-7.js' },
      });
    } finally {
      rmSync(outDir, { recursive: true, force: true });
    }
  });
});
