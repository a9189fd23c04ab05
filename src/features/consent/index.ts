export { ConsentBanner } from './consent-banner';
export { ConsentEffects } from './consent-effects';
