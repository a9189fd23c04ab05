import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { contactSchema } from '@/api/schemas/built-in-content';
import ContactUsPage from '@/features/contact/pages/contact-us-page';
import { OtherWaysToContact } from '@/features/contact/components/other-ways-to-contact';
import { contactJson } from '../../../support/fixtures';
import { renderRoute } from '../../../support/render';

const contact = contactSchema.parse(contactJson);
const renderPage = () => renderRoute(<ContactUsPage />, { path: '/contact-us' });

describe('Contact us page', () => {
  it("keeps SPEC's three contact option cards", () => {
    renderPage();
    const cards = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(cards.slice(0, 3)).toEqual(['Send us a message', 'Make a complaint', 'Emergencies']);
  });

  it('links each online form of content/contact.json from its card', () => {
    renderPage();
    for (const form of contact.onlineForms) {
      expect(screen.getByRole('link', { name: form.name })).toHaveAttribute(
        'href',
        `/${form.page}`,
      );
    }
  });

  it('shows each phone line with its number to tap, what it is for and what a call costs', () => {
    renderPage();
    const phone = screen.getByRole('region', { name: 'By phone' });
    expect(contact.phoneLines.length).toBeGreaterThan(0);
    for (const line of contact.phoneLines) {
      const card = within(phone).getByRole('listitem', { name: line.name });
      expect(within(card).getByRole('heading', { level: 4, name: line.name })).toBeInTheDocument();
      expect(within(card).getByRole('link', { name: line.number })).toHaveAttribute(
        'href',
        `tel:${line.number.replace(/ /g, '')}`,
      );
      expect(card).toHaveTextContent(line.for);
      expect(card).toHaveTextContent(line.cost);
    }
  });

  it('gives each line its opening hours, day range by day range, in words', () => {
    renderPage();
    const card = screen.getByRole('listitem', { name: 'Customer Services' });
    const days = within(card)
      .getAllByRole('term')
      .map((t) => t.textContent);
    const hours = within(card)
      .getAllByRole('definition')
      .map((d) => d.textContent);
    expect(days).toEqual(['Monday to Friday', 'Saturday', 'Sunday and bank holidays']);
    expect(hours).toEqual(['8am to 8pm', '8am to 5pm', 'Closed']);
  });

  it('explains Relay UK with the 18001 prefix before each line it takes', () => {
    renderPage();
    const relay = screen.getByRole('region', { name: 'Relay UK' });
    expect(relay).toHaveTextContent(/Relay UK app or a textphone, dial 18001/);
    for (const id of contact.relayUk!.lines) {
      const line = contact.phoneLines.find((l) => l.id === id)!;
      expect(within(relay).getByText(`18001 ${line.number}`)).toBeInTheDocument();
    }
  });

  it('gives the postal address line by line', () => {
    renderPage();
    const post = screen.getByRole('region', { name: 'By post' });
    const address = post.querySelector('address')!;
    expect([...address.children].map((l) => l.textContent)).toEqual(contact.post!.address);
  });

  it('offers no way that the content does not list', () => {
    renderRoute(
      <OtherWaysToContact contact={{ ...contact, relayUk: undefined, post: undefined }} />,
    );
    expect(screen.getByRole('heading', { name: 'By phone' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Relay UK' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'By post' })).toBeNull();
  });
});
