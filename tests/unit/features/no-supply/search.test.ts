import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { bestBets, compileRules } from '@/features/search/rules';
import { searchRulesJson } from '../../../support/fixtures';

const rules = compileRules(searchRulesJson);
const offersCheck = (query: string) =>
  bestBets(query, rules).some((bet) => `/${bet.page}` === paths.noSupply());

describe('search offers the "No power or no gas?" check', () => {
  it('for a customer whose supply is off, in their words', () => {
    for (const query of [
      'no electricity',
      'no gas',
      'power off',
      'my power has gone off',
      'no gas or electricity',
      'lights went off',
    ]) {
      expect(offersCheck(query), query).toBe(true);
    }
  });

  it('not for turning the gas off, a meter being fitted or a gas safety certificate', () => {
    for (const query of [
      'how to turn gas off',
      'power off while smart meter installed',
      'no gas safety certificate',
      'gas bill',
    ]) {
      expect(offersCheck(query), query).toBe(false);
    }
  });
});
