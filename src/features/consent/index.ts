export { ConsentBanner, ConsentBannerIsland } from './consent-banner';
export { ConsentEffectsIsland } from './consent-effects';
export { analyticsConsented } from './consent';
