import { describe, expect, it } from 'vitest';
import {
  categoryLayout,
  hasCampaignPanel,
  hasEnergyTrustPromo,
} from '@/features/help/category-layout';
import { findCategory } from '@/features/help/data/categories';

const layoutOf = (id: string) => categoryLayout(findCategory(id)!);

describe('categoryLayout', () => {
  it('groups bills-and-payments, my-account and pay-as-you-go', () => {
    expect(['bills-and-payments', 'my-account', 'pay-as-you-go'].map(layoutOf)).toEqual([
      'grouped',
      'grouped',
      'grouped',
    ]);
  });

  it('shows meters as cards', () => {
    expect(layoutOf('meters')).toBe('cards');
  });

  it('shows the other internal categories as lists', () => {
    for (const id of [
      'homecare-help',
      'energy-tariffs',
      'smart-home',
      'appliances-and-engineers',
      'breakdowns',
      'struggling-to-pay',
    ]) {
      expect(layoutOf(id), id).toBe('list');
    }
  });

  it('treats peaksave, helpful-advice and new-system as external', () => {
    expect(['peaksave', 'helpful-advice', 'new-system'].map(layoutOf)).toEqual([
      'external',
      'external',
      'external',
    ]);
  });

  it('gives emergencies its own layout', () => {
    expect(layoutOf('emergencies')).toBe('emergencies');
  });

  it('puts the campaign panel on bills-and-payments and pay-as-you-go only, the Energy Trust on bills only', () => {
    expect(
      ['bills-and-payments', 'pay-as-you-go', 'my-account', 'meters'].map(hasCampaignPanel),
    ).toEqual([true, true, false, false]);
    expect(['bills-and-payments', 'pay-as-you-go'].map(hasEnergyTrustPromo)).toEqual([true, false]);
  });
});
