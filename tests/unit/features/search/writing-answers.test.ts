// @vitest-environment node
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createSearchEngine } from '@/features/search/engine';
import { compileRules } from '@/features/search/rules';
import { answersForWriting, MAX_WRITING_ANSWERS } from '@/features/search/writing-answers';
import {
  loadLibrary,
  loadSearchRules,
  toSearchDocuments,
} from '../../../../server/content-library';

const dir = join(process.cwd(), 'content');
const rules = compileRules(loadSearchRules(dir));
const engine = createSearchEngine(toSearchDocuments(loadLibrary(dir), dir));
const titles = (text: string) => answersForWriting(text, rules, engine).map((a) => a.title);

describe('answers while writing, over the real content', () => {
  it('offers the article that answers what the customer is writing, first', () => {
    expect(titles('my smart meter has stopped sending readings')[0]).toBe(
      'Smart meter not sending readings',
    );
    expect(titles('I think my bill is wrong because you used an estimated reading')).toContain(
      'Why your bill is estimated and how to fix it',
    );
  });

  it('finds answers in a whole message, a few at most', () => {
    const meter = titles(
      'Last month my smart meter stopped sending readings, so you sent me an estimated bill that ' +
        'is far too high. I have rung three times and waited on hold for an hour each time. I ' +
        'want the bill corrected.',
    );
    expect(meter).toHaveLength(MAX_WRITING_ANSWERS);
    expect(meter).toContain('Smart meter not sending readings');
    expect(meter).toContain('Why your bill is estimated and how to fix it');
    const boiler = titles(
      'Your engineer came to service my boiler on Monday but the boiler still has low pressure ' +
        'and no hot water. Nobody has called me back.',
    );
    expect(boiler).toContain('Topping up your boiler pressure');
    expect(boiler).toContain('Heating works but no hot water');
  });

  it('offers nothing for a word or two, or for words no article is about', () => {
    expect(titles('smart')).toEqual([]);
    expect(titles('hello there')).toEqual([]);
    expect(titles('I have been waiting for weeks')).toEqual([]);
    expect(titles('your staff were rude to me on the phone')).toEqual([]);
  });

  it('offers articles only, not pages such as "Make a complaint"', () => {
    const ids = answersForWriting(
      'I want to make a complaint about the service',
      rules,
      engine,
    ).map((a) => a.id);
    expect(ids.every((id) => id.includes('/'))).toBe(true);
  });

  it('offers nothing before the engine is built', () => {
    expect(answersForWriting('my smart meter has stopped sending readings', rules, null)).toEqual(
      [],
    );
  });
});
