import { PAGE_NOT_FOUND_URL } from '@/config/paths';

/**
 * Full-page navigations out of the single-page app. Kept behind one object so tests can see
 * where the app sent the browser without jsdom trying to navigate.
 */
export const browser = {
  assign(url: string) {
    window.location.assign(url);
  },
  replace(url: string) {
    window.location.replace(url);
  },
};

/** SPEC §2: anything the area does not know goes to the provider's page-not-found page. */
export function goToPageNotFound() {
  browser.replace(PAGE_NOT_FOUND_URL);
}
