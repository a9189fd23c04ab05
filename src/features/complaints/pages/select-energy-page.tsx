import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Button } from '@/components/button';
import { ErrorSummary } from '@/components/error-summary';
import { RadioGroup } from '@/components/fields';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/lib/document-head';
import { goTo } from '../go-to';
import '../complaints.css';

const OPTIONS = [
  { value: 'credit', label: 'I pay when I get a bill', hint: 'By card, cheque or bank transfer' },
  { value: 'directDebit', label: 'I pay by Direct Debit' },
  { value: 'payAsYouGo', label: 'Pay As You Go', hint: 'I top up a prepayment or smart meter' },
  { value: 'other', label: 'Other or not sure' },
];

/** Route make-a-complaint-select-energy: customer type (SPEC §4). */
export default function SelectEnergyPage() {
  const navigate = useNavigate();
  const [choice, setChoice] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [attempts, setAttempts] = useState(0);
  useDocumentTitle('How do you pay for your energy?', Boolean(error));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!choice) {
      setError('Select how you pay for your energy');
      setAttempts((n) => n + 1);
      return;
    }
    goTo(
      choice === 'payAsYouGo' ? env.VITE_PAYG_COMPLAINT_URL : env.VITE_CREDIT_COMPLAINT_URL,
      navigate,
    );
  };

  return (
    <div className="page-width question-page">
      <Link className="back-link" to={paths.selectType()}>
        Back
      </Link>
      <form onSubmit={submit} noValidate>
        <ErrorSummary
          errors={error ? [{ fieldId: 'customerType', message: error }] : []}
          focusKey={attempts}
        />
        <h1>How do you pay for your energy?</h1>
        <RadioGroup
          name="customerType"
          legend={<span className="visually-hidden">How do you pay for your energy?</span>}
          error={error ?? undefined}
          options={OPTIONS}
          inputProps={(value) => ({
            name: 'customerType',
            checked: choice === value,
            onChange: () => {
              setChoice(value);
              setError(null);
            },
          })}
        />
        <div className="form-actions">
          <Button type="submit">Continue</Button>
        </div>
      </form>
    </div>
  );
}
