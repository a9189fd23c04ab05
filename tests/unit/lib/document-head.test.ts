import { describe, expect, it } from 'vitest';
import { canonicalUrl, pageTitle } from '@/lib/document-head';
import { BASENAME } from '@/config/paths';

describe('pageTitle', () => {
  it('adds the area suffix to a page title', () => {
    expect(pageTitle('Meters')).toBe('Meters - Help & Support - British Gas');
  });

  it('is the bare suffix with no title', () => {
    expect(pageTitle()).toBe('Help & Support - British Gas');
  });

  it('starts with "Error: " when the page shows errors', () => {
    expect(pageTitle('A bit about you', true)).toBe(
      'Error: A bit about you - Help & Support - British Gas',
    );
  });
});

describe('canonicalUrl', () => {
  it('adds www. when the host lacks it', () => {
    expect(canonicalUrl(`https://britishgas.co.uk${BASENAME}/meters/faulty-meter?x=1#top`)).toBe(
      `https://www.britishgas.co.uk${BASENAME}/meters/faulty-meter`,
    );
  });

  it('keeps a host that already has www.', () => {
    expect(canonicalUrl(`https://www.britishgas.co.uk${BASENAME}/`)).toBe(
      `https://www.britishgas.co.uk${BASENAME}/`,
    );
  });
});
