// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { answerQuery } from '@/features/search/answer';
import { createSearchEngine } from '@/features/search/engine';
import { compileRules } from '@/features/search/rules';
import { answersForWriting } from '@/features/search/writing-answers';
import { searchIndexJson, searchRulesJson } from '../../../support/fixtures';

const documents = searchIndexJson().documents;
const engine = createSearchEngine(documents);
const rules = compileRules(searchRulesJson);
const passage = (q: string) => answerQuery(q, rules, engine).passage;

describe('answers from the articles’ sections, over the real content', () => {
  it('answers a question with the section whose heading and text answer it', () => {
    const found = passage('how do i bleed a radiator');
    expect(found?.id).toBe('breakdowns/radiators-cold');
    expect(found?.section.heading).toBe('How to bleed a radiator');
    expect(found?.section.id).toBe('how-to-bleed-a-radiator');
    expect(found?.section.html).toMatch(/^<p>You'll need a radiator key/);
    // Other words for it, and a typo, find the same section.
    expect(passage('bleeding radiators')?.section.heading).toBe('How to bleed a radiator');
    expect(passage('how to top up boiler presure')?.section.heading).toBe(
      'How to top up the pressure',
    );
  });

  it('offers no section for a topic of one word, nor for a passing mention', () => {
    expect(passage('radiator')).toBeNull();
    // "bleed" and "radiator" are both in "When to book an engineer", but that is not its subject.
    const hit = engine.search('how do i bleed a radiator', rules)[0]!;
    expect(hit.section?.heading).not.toBe('When to book an engineer');
    expect(passage('xqzvv wobblefrump')).toBeNull();
  });

  it('gives the same sections to the answers while writing: one engine', () => {
    const [first] = answersForWriting(
      'My radiators are cold at the top, how do I bleed a radiator myself?',
      rules,
      engine,
    );
    expect(first?.id).toBe('breakdowns/radiators-cold');
    expect(first?.section?.heading).toBe('How to bleed a radiator');
  });

  it('searches as before when the index has no sections', () => {
    const bare = createSearchEngine(documents.map(({ sections: _s, ...d }) => d));
    const answer = answerQuery('how do i bleed a radiator', rules, bare);
    expect(answer.hits[0]?.id).toBe('breakdowns/radiators-cold');
    expect(answer.passage).toBeNull();
  });
});
