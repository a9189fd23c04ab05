// @vitest-environment node
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { compressAll } from '../../../../scripts/build/compress';

/** Text of this many bytes, compressible but not trivially. */
const text = (bytes: number, word = 'meter') =>
  Array.from({ length: bytes }, (_, i) => `${word}${i % 97} `)
    .join('')
    .slice(0, bytes);

describe('precompressing the build', () => {
  let outDir: string;
  const files: Record<string, string | Buffer> = {
    'index.html': `<!doctype html>${text(4000)}`,
    'assets/index-A1.js': text(2048, 'fn'),
    'assets/index-C3.css': text(1024, 'a{}'),
    'shells/deals.html': text(1500, 'shell'),
    'sitemap.xml': text(3000, '<url>'),
    'shells.json': text(1100, '"x"'),
    'favicon.svg': text(1023, '<g/>'),
    'csp.json': '{"styleSrc":[]}',
    'assets/photo.png': randomBytes(4096),
    'notes.txt': text(2048),
  };
  const write = () => {
    for (const [file, data] of Object.entries(files)) {
      mkdirSync(dirname(join(outDir, file)), { recursive: true });
      writeFileSync(join(outDir, file), data);
    }
  };
  beforeEach(() => {
    outDir = mkdtempSync(join(tmpdir(), 'compress-'));
    write();
  });
  afterEach(() => rmSync(outDir, { recursive: true, force: true }));

  const BIG_TEXT = [
    'index.html',
    'assets/index-A1.js',
    'assets/index-C3.css',
    'shells/deals.html',
    'sitemap.xml',
    'shells.json',
  ];

  it('writes a brotli and a gzip copy beside every text file of 1 KB or more, in every folder', () => {
    compressAll(outDir);
    for (const file of BIG_TEXT) {
      expect(existsSync(join(outDir, `${file}.br`)), `${file}.br`).toBe(true);
      expect(existsSync(join(outDir, `${file}.gz`)), `${file}.gz`).toBe(true);
    }
  });

  it('writes copies that decompress to the original', () => {
    compressAll(outDir);
    for (const file of BIG_TEXT) {
      const original = readFileSync(join(outDir, file));
      expect(brotliDecompressSync(readFileSync(join(outDir, `${file}.br`))).equals(original)).toBe(
        true,
      );
      expect(gunzipSync(readFileSync(join(outDir, `${file}.gz`))).equals(original)).toBe(true);
    }
  });

  it('writes copies smaller than the original', () => {
    compressAll(outDir);
    for (const file of BIG_TEXT) {
      const size = readFileSync(join(outDir, file)).length;
      expect(readFileSync(join(outDir, `${file}.br`)).length).toBeLessThan(size);
      expect(readFileSync(join(outDir, `${file}.gz`)).length).toBeLessThan(size);
    }
  });

  it('leaves a text file under 1 KB as it is', () => {
    compressAll(outDir);
    for (const file of ['favicon.svg', 'csp.json']) {
      expect(existsSync(join(outDir, `${file}.br`)), file).toBe(false);
      expect(existsSync(join(outDir, `${file}.gz`)), file).toBe(false);
    }
  });

  it('leaves files that are not sent as text alone', () => {
    compressAll(outDir);
    for (const file of ['assets/photo.png', 'notes.txt']) {
      expect(existsSync(join(outDir, `${file}.br`)), file).toBe(false);
      expect(existsSync(join(outDir, `${file}.gz`)), file).toBe(false);
    }
  });

  it('does not change the originals', () => {
    compressAll(outDir);
    for (const [file, data] of Object.entries(files)) {
      expect(readFileSync(join(outDir, file)).equals(Buffer.from(data)), file).toBe(true);
    }
  });

  it('counts the bytes before and after brotli of the files it compressed', () => {
    const result = compressAll(outDir);
    const sizeOf = (file: string) => readFileSync(join(outDir, file)).length;
    expect(result.raw).toBe(BIG_TEXT.reduce((sum, file) => sum + sizeOf(file), 0));
    expect(result.brotli).toBe(BIG_TEXT.reduce((sum, file) => sum + sizeOf(`${file}.br`), 0));
    expect(result.brotli).toBeLessThan(result.raw);
  });

  it('counts the files it compressed, not those under 1 KB it left alone', () => {
    expect(compressAll(outDir).files).toBe(BIG_TEXT.length);
  });

  it('does not compress its own copies when run again', () => {
    compressAll(outDir);
    compressAll(outDir);
    expect(existsSync(join(outDir, 'index.html.br.br'))).toBe(false);
    expect(existsSync(join(outDir, 'index.html.gz.br'))).toBe(false);
  });
});
