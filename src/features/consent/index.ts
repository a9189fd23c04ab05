export { ConsentBanner, ConsentBannerIsland } from './consent-banner';
export { ConsentEffectsIsland } from './consent-effects';
export { analyticsConsented, COOKIE_SETTINGS_ATTRIBUTE } from './consent';
