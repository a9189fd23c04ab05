import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { contactSchema } from '@/api/schemas/built-in-content';
import { ContactRoutes } from '@/components/contact-routes';
import { contactChannelsInWords } from '@/content/contact-channels';
import { contactJson } from '../../support/fixtures';
import { renderRoute } from '../../support/render';

describe('other ways to get help', () => {
  it('promises only the ways the Contact us page offers: phone and online message, and no post while the address is unset', () => {
    const contact = contactSchema.parse(contactJson);
    expect(contact.phoneLines.length).toBeGreaterThan(0);
    expect(contact.onlineForms.some((f) => f.kind === 'message')).toBe(true);
    expect(contact.post?.address).toBeNull();

    renderRoute(<ContactRoutes />);
    const item = screen.getByRole('link', { name: 'Contact us' }).closest('li')!;
    expect(item).toHaveTextContent(/^Contact us by phone or online message$/);
    expect(screen.getByRole('region', { name: 'Other ways to get help' })).not.toHaveTextContent(
      /chat/i,
    );
  });

  it('words the ways as a list, and names none when there are none', () => {
    expect(contactChannelsInWords(['phone', 'online message'])).toBe('phone or online message');
    expect(contactChannelsInWords(['online message'])).toBe('online message');
    expect(contactChannelsInWords([])).toBe('');
  });
});
