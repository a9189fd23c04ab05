import { paths } from '@/config/paths';
import { categoryTitle } from '@/content/category-titles';
import type { CategorySummary } from './types';

/** A tile: its title is the category's title in content/library.json; the rest is the tile's own. */
const tile = (id: string, own: Omit<CategorySummary, 'id' | 'title'>): CategorySummary => {
  const title = categoryTitle(id);
  if (title === undefined) throw new Error(`content/library.json has no category "${id}"`);
  return { id, title, ...own };
};

/**
 * Every help category of SPEC §2, in tile order: what the landing page and links need. What a
 * category page shows is in categories.ts, loaded with that page.
 */
export const categoryIndex: CategorySummary[] = [
  tile('bills-and-payments', {
    mainCategory: true,
    description: 'Understand your bill, change how you pay, and get help with Direct Debits.',
    link: paths.category('bills-and-payments'),
    cta: 'Help with bills',
    decoration: 'bill',
    externalLink: false,
  }),
  tile('my-account', {
    mainCategory: true,
    description: 'Sign in, update your details, move home or get extra support.',
    link: paths.category('my-account'),
    cta: 'Help with your account',
    decoration: 'account',
    externalLink: false,
  }),
  tile('pay-as-you-go', {
    mainCategory: true,
    description: 'Top up, use emergency credit and get your supply back on.',
    link: paths.category('pay-as-you-go'),
    cta: 'Help with Pay As You Go',
    decoration: 'prepay',
    externalLink: false,
  }),
  tile('peaksave', {
    mainCategory: true,
    description: 'Get rewarded for using less electricity at busy times.',
    link: 'https://www.britishgas.co.uk/energy/peaksave.html',
    cta: 'Go to PeakSave',
    decoration: 'peak',
    externalLink: true,
  }),
  tile('meters', {
    mainCategory: true,
    description: 'Meter readings, smart meters and meters that look wrong.',
    link: paths.category('meters'),
    cta: 'Help with meters',
    decoration: 'meter',
    externalLink: false,
  }),
  tile('homecare-help', {
    mainCategory: true,
    description: 'Your boiler cover: services, claims, excesses and changes.',
    link: paths.category('homecare-help'),
    cta: 'Help with HomeCare',
    decoration: 'shield',
    externalLink: false,
  }),
  tile('energy-tariffs', {
    mainCategory: true,
    description: 'Fixed and variable tariffs, exit fees and what happens when yours ends.',
    link: paths.category('energy-tariffs'),
    cta: 'Help with tariffs',
    decoration: 'tariff',
    externalLink: false,
  }),
  tile('smart-home', {
    mainCategory: true,
    description: 'Smart thermostat, hub and app help.',
    link: paths.category('smart-home'),
    cta: 'Help with Hive',
    decoration: 'thermostat',
    externalLink: false,
  }),
  tile('appliances-and-engineers', {
    mainCategory: true,
    description: 'Book, change or prepare for an engineer visit.',
    link: paths.category('appliances-and-engineers'),
    cta: 'Help with engineer visits',
    decoration: 'engineer',
    externalLink: false,
  }),
  tile('breakdowns', {
    mainCategory: true,
    description: 'Boiler or heating stopped working? Checks to try first.',
    link: paths.category('breakdowns'),
    cta: 'Help with breakdowns',
    decoration: 'boiler',
    externalLink: false,
  }),
  tile('helpful-advice', {
    mainCategory: true,
    description: 'Our blog: ideas for saving energy and looking after your home.',
    link: 'https://www.britishgas.co.uk/the-source.html',
    cta: 'Read The Source',
    decoration: 'blog',
    externalLink: true,
  }),
  tile('new-system', {
    mainCategory: true,
    description: 'Get a fixed price for a new boiler, heat pump or heating system.',
    link: 'https://www.britishgas.co.uk/boilers-and-heating/new-boilers.html',
    cta: 'Get a quote',
    decoration: 'new-boiler',
    externalLink: true,
  }),
  tile('struggling-to-pay', {
    mainCategory: false,
    description: 'Payment plans, grants, the Warm Home Discount and free debt advice.',
    link: paths.category('struggling-to-pay'),
    cta: 'Get help with paying',
    decoration: 'pound',
    externalLink: false,
  }),
  tile('emergencies', {
    mainCategory: false,
    description: 'Gas leaks, power cuts, no heating and leaks: what to do now.',
    link: paths.category('emergencies'),
    cta: 'Emergency help',
    decoration: 'warning',
    externalLink: false,
  }),
];

/** The category tiles on the landing page (SPEC §2). */
export const mainCategories = categoryIndex.filter((c) => c.mainCategory);
