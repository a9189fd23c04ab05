// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { cpuSlowdownFor, PHONE_BENCHMARK_INDEX } from '../../../bench/cpu';

describe('the CPU slowdown of the bench (decision 033)', () => {
  it("is Lighthouse's 4x on the desktop its default was made for", () => {
    expect(cpuSlowdownFor(2000)).toBe(4);
  });

  it('makes a slower machine the same phone, not a slower one', () => {
    expect(cpuSlowdownFor(1150)).toBe(2.3);
    expect(cpuSlowdownFor(3800)).toBe(7.6);
    expect(cpuSlowdownFor(PHONE_BENCHMARK_INDEX)).toBe(1);
  });

  it('never speeds up a machine slower than the phone', () => {
    expect(cpuSlowdownFor(300)).toBe(1);
  });
});
