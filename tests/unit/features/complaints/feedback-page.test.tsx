import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import FeedbackPage from '@/features/complaints/pages/feedback-page';
import { renderRoute } from '../../../support/render';

describe('"We owe you" (credit-use feedback)', () => {
  it('does not tell a visitor their account is in credit, only what to do if it is', () => {
    renderRoute(<FeedbackPage />, { path: '/complaints/feedback' });
    expect(screen.getByRole('heading', { level: 1, name: 'We owe you' })).toBeInTheDocument();
    expect(screen.queryByText(/your account is in credit,? which/i)).toBeNull();
    expect(screen.getByText(/^If your account is in credit, that money is yours\./)).toBeVisible();
    expect(
      screen.getByRole('link', { name: 'Getting a refund of credit on your account' }),
    ).toHaveAttribute('href', '/bills-and-payments/refunds-and-credit');
  });
});
