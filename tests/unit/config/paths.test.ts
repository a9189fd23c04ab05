import { absolute, BASENAME, paths } from '@/config/paths';

describe('paths (every in-app href, made in one place)', () => {
  it('fills each route’s parameters into its pattern', () => {
    expect(paths.home()).toBe('/');
    expect(paths.category('meters')).toBe('/meters');
    expect(paths.article('meters', 'faulty-meter')).toBe('/meters/faulty-meter');
    expect(paths.complaintDetails('gas-and-electricity')).toBe('/complaints/gas-and-electricity');
    expect(paths.complaintQuery('pay-as-you-go')).toBe('/complaints/pay-as-you-go/query');
    expect(paths.feedbackDetails()).toBe('/complaints/feedback/personal-details');
    expect(paths.search('boiler pressure', `${BASENAME}/`)).toBe(
      `/search?q=boiler+pressure&from=${encodeURIComponent(`${BASENAME}/`)}`,
    );
  });

  it('makes addresses outside the router absolute', () => {
    expect(absolute('/')).toBe(`${BASENAME}/`);
    expect(absolute('/contact-us')).toBe(`${BASENAME}/contact-us`);
  });
});
