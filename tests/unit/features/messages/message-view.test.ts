import { describe, expect, it } from 'vitest';
import { messageTitle, messageView, OMBUDSMAN_STATUS } from '@/features/messages/message-view';

const noHolidays = new Set<string>();
// Sent on Tuesday 24 November 2026, 10:00 in London (GMT).
const sent = {
  'query-type': 'Complaint',
  'case-type': 'Complaint',
  'sent-at': '2026-11-24T10:00:00.000Z',
  status: 'replied',
} as const;

describe('a message as the customer reads it', () => {
  it('counts a complaint’s dates from the day it was sent, as its confirmation did', () => {
    const view = messageView(sent, '2026-11-24T11:00:00.000Z', noHolidays);
    expect(view).toMatchObject({
      name: 'Complaint',
      sentOn: '2026-11-24',
      statusWords: 'We replied',
      replyBy: '2026-12-15',
      ombudsmanFrom: '2027-01-19',
      ombudsmanReached: false,
      open: true,
    });
  });

  it('says the Energy Ombudsman can look at an open complaint from the day 8 weeks have passed', () => {
    const dayBefore = messageView(sent, '2027-01-18T23:30:00.000Z', noHolidays);
    expect(dayBefore.ombudsmanReached).toBe(false);
    const onTheDay = messageView(sent, '2027-01-19T00:30:00.000Z', noHolidays);
    expect(onTheDay.ombudsmanReached).toBe(true);
    expect(onTheDay.statusWords).toBe(OMBUDSMAN_STATUS);
  });

  it('counts the day on London’s calendar: just after midnight in summer is the next day', () => {
    const view = messageView(
      { ...sent, 'sent-at': '2026-06-30T23:30:00.000Z' },
      sent['sent-at'],
      noHolidays,
    );
    expect(view.sentOn).toBe('2026-07-01');
  });

  it('never sends a closed complaint to the Ombudsman line, and takes no more additions', () => {
    const view = messageView({ ...sent, status: 'closed' }, '2027-06-01T10:00:00.000Z', noHolidays);
    expect(view).toMatchObject({ ombudsmanReached: false, statusWords: 'Closed', open: false });
  });

  it('promises an energy enquiry a reply in 2 working days, past bank holidays', () => {
    const enquiry = { ...sent, 'query-type': 'Enquiry', 'case-type': 'Enquiry' } as const;
    // Thursday 24 December 2026: Christmas and Boxing Day (on Monday 28th) are not working days.
    const view = messageView(
      { ...enquiry, 'sent-at': '2026-12-24T10:00:00.000Z', status: 'received' },
      '2026-12-24T10:00:00.000Z',
      new Set(['2026-12-25', '2026-12-28']),
    );
    expect(view).toMatchObject({ replyBy: '2026-12-30', statusWords: 'Received' });
    expect(view.ombudsmanFrom).toBeUndefined();
  });

  it('promises feedback no reply date', () => {
    const view = messageView(
      { ...sent, 'query-type': 'Feedback', 'case-type': 'Feedback', status: 'being-looked-at' },
      sent['sent-at'],
      noHolidays,
    );
    expect(view).toMatchObject({ replyBy: undefined, statusWords: 'Being looked at' });
  });

  it('names a message by what it is and what it is about', () => {
    expect(messageTitle('Complaint', 'Dispute Bill/Balance')).toBe(
      'Complaint: Dispute Bill/Balance',
    );
    expect(messageTitle('Feedback', 'Feedback-Energy')).toBe('Feedback');
    expect(messageTitle('Enquiry', '')).toBe('Enquiry');
  });
});
