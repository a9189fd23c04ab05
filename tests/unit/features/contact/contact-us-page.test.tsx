import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { contactSchema } from '@/api/schemas/built-in-content';
import { EMERGENCY_NUMBERS } from '@/config/emergency-numbers';
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

  it('leads to extra help (the Priority Services Register) and to the Citizens Advice rating', () => {
    renderPage();
    const extra = screen.getByRole('region', { name: 'If you need extra help' });
    expect(
      within(extra).getByRole('link', { name: 'Join the Priority Services Register' }),
    ).toHaveAttribute('href', '/my-account/priority-services-register');
    const rating = screen.getByRole('region', { name: 'How Citizens Advice rates us' });
    expect(within(rating).getByRole('link')).toHaveAttribute(
      'href',
      contact.citizensAdvice.ratingPage,
    );
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
    expect(days).toEqual(['Monday to Friday', 'Saturday', 'Sunday', 'Bank holidays']);
    expect(hours).toEqual(['8am to 8pm', '8am to 5pm', 'Closed', 'Closed']);
  });

  describe('says whether each line is open now', () => {
    beforeEach(() => vi.useFakeTimers({ toFake: ['Date'] }));
    afterEach(() => vi.useRealTimers());
    const statusOf = (name: string) =>
      screen.getByRole('listitem', { name }).querySelector('.opening-status')!.textContent;

    it('on a weekday morning', () => {
      vi.setSystemTime(new Date('2026-11-25T10:00:00Z'));
      renderPage();
      expect(statusOf('Customer Services')).toBe('Open now, until 8pm');
      expect(statusOf('Pay As You Go')).toBe('Open now, until 8pm');
    });

    it('at 3am on a Sunday', () => {
      vi.setSystemTime(new Date('2026-11-29T03:00:00Z'));
      renderPage();
      expect(statusOf('Customer Services')).toBe('Closed now, opens at 8am tomorrow');
      expect(statusOf('Pay As You Go')).toBe('Closed now, opens at 9am today');
    });

    it('on Christmas Day', () => {
      vi.setSystemTime(new Date('2026-12-25T11:00:00Z'));
      renderPage();
      expect(statusOf('Customer Services')).toBe('Closed now, opens at 8am tomorrow');
      expect(statusOf('Pay As You Go')).toBe('Open now, until 5pm');
    });
  });

  it('lists the bank holidays the hours speak of, with their dates and names', () => {
    renderPage();
    const list = screen.getByText('Bank holidays in England and Wales').closest('details')!;
    expect(
      within(list)
        .getAllByRole('listitem', { hidden: true })
        .map((li) => li.textContent),
    ).toContain('Friday 25 December 2026: Christmas Day');
    expect(list.textContent).toContain('Monday 28 December 2026: Boxing Day (substitute day)');
  });

  it('gives the hours of each emergency line from the one list Emergencies reads', () => {
    renderPage();
    const card = screen.getByRole('heading', { level: 2, name: 'Emergencies' }).parentElement!;
    expect(card).not.toHaveTextContent('These lines are open 24 hours');
    const lines = within(card)
      .getAllByRole('listitem')
      .map((l) => l.textContent);
    const listed = Object.values(EMERGENCY_NUMBERS).filter((n) => n.label !== 'Emergency services');
    expect(listed.length).toBeGreaterThan(0);
    for (const n of listed) {
      expect(
        lines.find((l) => l?.startsWith(n.label)),
        n.label,
      ).toBe(`${n.label}: ${n.display}${n.hours ? ` ${n.hours}` : ''}`);
    }
    expect(lines.filter((l) => l?.includes('24 hours'))).toHaveLength(2);
  });

  it('says when and how to go to the Energy Ombudsman', () => {
    renderPage();
    const section = screen.getByRole('region', { name: /the Energy Ombudsman/ });
    expect(section).toHaveTextContent(/within 8 weeks/);
    expect(section).toHaveTextContent(/final response \(sometimes called a deadlock letter\)/);
    expect(
      within(section).getByRole('link', { name: "The Energy Ombudsman's website" }),
    ).toHaveAttribute('href', contact.ombudsman.website);
    expect(within(section).getByRole('link', { name: contact.ombudsman.number })).toHaveAttribute(
      'href',
      `tel:${contact.ombudsman.number.replace(/ /g, '')}`,
    );
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

  it('leaves out the post card while the address is unset, rather than show placeholders', () => {
    renderPage();
    expect(contact.post?.address).toBeNull();
    expect(screen.queryByRole('heading', { name: 'By post' })).toBeNull();
    expect(document.body).not.toHaveTextContent(/\[|set by provider/);
  });

  it('gives the postal address line by line once it is set', () => {
    const address = ['Customer Services', 'PO Box 1234', 'Leeds', 'LS1 1AA'];
    renderRoute(
      <OtherWaysToContact contact={{ ...contact, post: { for: 'Write to us.', address } }} />,
    );
    const post = screen.getByRole('region', { name: 'By post' });
    expect([...post.querySelector('address')!.children].map((l) => l.textContent)).toEqual(address);
  });

  it('shows a Welsh-language line only when the content has one', () => {
    const welshLine = {
      ...contact.phoneLines[0]!,
      id: 'welsh',
      name: 'Welsh-language line',
      for: 'Speak to us in Welsh.',
      number: '0808 157 0193',
    };
    renderRoute(<OtherWaysToContact contact={{ ...contact, welshLine }} />);
    const card = screen.getByRole('listitem', { name: 'Welsh-language line' });
    expect(within(card).getByRole('link', { name: '0808 157 0193' })).toBeInTheDocument();
  });

  it('has no Welsh-language card while none is set', () => {
    renderPage();
    expect(contact.welshLine).toBeUndefined();
    expect(screen.queryByRole('listitem', { name: /Welsh/ })).toBeNull();
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
