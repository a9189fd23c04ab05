import type { HelpCategory } from './data/types';

export type CategoryLayout = 'grouped' | 'cards' | 'list' | 'emergencies' | 'external';

/** Which layout a category page uses (SPEC §2 "Category pages"). */
export function categoryLayout(category: HelpCategory): CategoryLayout {
  if (category.id === 'emergencies') return 'emergencies';
  if (category.externalLink) return 'external';
  if (category.newLayout) return 'grouped';
  if (category.categoryData?.lastArticle) return 'cards';
  return 'list';
}

/** Bills-and-payments and pay-as-you-go carry the charity-led campaign panel (SPEC §2). */
export const hasCampaignPanel = (id: string) =>
  id === 'bills-and-payments' || id === 'pay-as-you-go';
/** Bills-and-payments also carries the Energy Trust promotion (SPEC §2). */
export const hasEnergyTrustPromo = (id: string) => id === 'bills-and-payments';
