// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { viteBuilds } from '../../../../scripts/build/bundle';

const builds = viteBuilds('/out/dist', '/out/ssr');
const outDirOf = (args: string[]) => args[args.indexOf('--outDir') + 1];

describe('the vite builds of a production build', () => {
  it('runs four builds: the app, the islands, the server bundle, then the search server part', () => {
    expect(builds).toHaveLength(4);
    const [app, islands, ssr, search] = builds;
    expect(app).not.toContain('--config');
    expect(app).not.toContain('--ssr');
    expect(islands![islands!.indexOf('--config') + 1]).toBe('vite.islands.config.ts');
    expect(ssr![ssr!.indexOf('--ssr') + 1]).toBe('src/entry-server.tsx');
    expect(search![search!.indexOf('--config') + 1]).toBe('vite.server.config.ts');
  });

  it("writes the search page's server part into the outDir without emptying it", () => {
    expect(outDirOf(builds[3]!)).toBe('/out/dist');
    expect(builds[3]).not.toContain('--emptyOutDir');
  });

  it('builds the app first, into an emptied outDir', () => {
    expect(outDirOf(builds[0]!)).toBe('/out/dist');
    expect(builds[0]).toContain('--emptyOutDir');
  });

  it('builds the islands into the same outDir without emptying it', () => {
    expect(outDirOf(builds[1]!)).toBe('/out/dist');
    expect(builds[1]).not.toContain('--emptyOutDir');
  });

  it('builds the server entry into its own folder, emptied', () => {
    expect(outDirOf(builds[2]!)).toBe('/out/ssr');
    expect(builds[2]).toContain('--emptyOutDir');
  });

  it('passes only the builds their own options (no config of one leaks into another)', () => {
    expect(builds[0]!.filter((a) => a.startsWith('--'))).toEqual(['--outDir', '--emptyOutDir']);
    expect(builds[1]!.filter((a) => a.startsWith('--'))).toEqual(['--config', '--outDir']);
    expect(builds[2]!.filter((a) => a.startsWith('--'))).toEqual([
      '--ssr',
      '--outDir',
      '--emptyOutDir',
    ]);
  });
});
