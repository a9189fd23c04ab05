import { paths } from '@/config/paths';

/**
 * The landing page's "More help" links (SPEC §2), in sentence case like every other label of the
 * area; "Warm Home Discount" is the government scheme's name, written as its articles write it.
 */
export const SECONDARY_LINKS = [
  { label: 'Moving home', to: paths.article('my-account', 'moving-home') },
  { label: 'Bereavement', to: paths.article('my-account', 'probate') },
  { label: 'Struggling to pay', to: paths.category('struggling-to-pay') },
  { label: 'Warm Home Discount', to: paths.article('struggling-to-pay', 'warm-home-discount') },
  { label: 'Emergencies', to: paths.category('emergencies') },
  { label: 'Contact us', to: paths.contactUs() },
];
