import { describe, expect, it } from 'vitest';
import { endpointUrl } from '@/api/endpoints';

describe('endpointUrl', () => {
  it('returns the URL of a known endpoint', () => {
    expect(endpointUrl('leads')).toBe('/v1/leads');
    expect(endpointUrl('article')).toBe('/aem6/content/britishgas/help');
  });

  it('throws "Invalid HTTP endpoint" for an unknown name', () => {
    expect(() => endpointUrl('nope')).toThrow(new Error('Invalid HTTP endpoint'));
  });

  it('does not treat inherited object properties as endpoints', () => {
    expect(() => endpointUrl('toString')).toThrow('Invalid HTTP endpoint');
  });
});
