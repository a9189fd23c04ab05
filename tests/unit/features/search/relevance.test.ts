// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { evaluateRelevance, loadRelevanceSet, RELEVANCE_GOAL } from '../../../../bench/relevance';

describe('search relevance: what customers type, through the search page code path', () => {
  const result = evaluateRelevance();

  it(`answers at least ${RELEVANCE_GOAL * 100}% of the relevance set`, () => {
    expect(result.cases).toBeGreaterThanOrEqual(60);
    expect(result.passRate, JSON.stringify(result.failures, null, 2)).toBeGreaterThanOrEqual(
      RELEVANCE_GOAL,
    );
  });

  it('shows the emergency answer and the right article for every urgent case', () => {
    const urgent = loadRelevanceSet().filter((c) => c.urgent);
    expect(urgent.length).toBeGreaterThanOrEqual(6);
    expect(result.failures.filter((f) => 'urgentShown' in f && !('calm' in f))).toEqual([]);
    expect(result.urgentPassed).toBe(urgent.length);
  });

  it('alarms no one over a calm case ("gas price cap" is not a gas leak)', () => {
    expect(result.calmCases).toBeGreaterThanOrEqual(10);
    expect(result.failures.filter((f) => 'calm' in f && f.urgentShown)).toEqual([]);
    expect(result.calmAlarmed).toBe(0);
  });

  it('fails a case whose page is not found, so the evaluation can fail', () => {
    const r = evaluateRelevance([{ q: 'xqzvv wobblefrump', expect: ['emergencies/gas-leak'] }]);
    expect(r.passed).toBe(0);
    expect(r.failures[0]?.first3).toEqual([]);
  });

  it('fails an urgent case whose emergency answer is not shown', () => {
    const r = evaluateRelevance([
      { q: 'gas safety check', expect: ['homecare-help/annual-service'], urgent: true },
    ]);
    expect(r.failures).toHaveLength(1);
  });

  it('fails a calm case that shows an emergency answer, even with the right page first', () => {
    const r = evaluateRelevance([
      { q: 'smell gas', expect: ['emergencies/gas-leak'], top: 1, calm: true },
    ]);
    expect(r.failures).toEqual([expect.objectContaining({ calm: true, urgentShown: true })]);
    expect(r.calmAlarmed).toBe(1);
  });
});
