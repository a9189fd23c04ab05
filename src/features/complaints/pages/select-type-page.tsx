import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '@/components/button';
import { ErrorSummary } from '@/components/error-summary';
import { RadioGroup } from '@/components/fields';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/lib/document-head';
import { goTo } from '../go-to';
import '../complaints.css';

const OPTIONS = [
  {
    value: 'energy',
    label: 'Energy',
    hint: 'Your gas or electricity supply, bills, meters or account',
  },
  {
    value: 'home-services',
    label: 'Home services',
    hint: 'Boiler and home cover, repairs and servicing',
  },
  {
    value: 'installations',
    label: 'Installations',
    hint: 'A new boiler, heating system or solar panels',
  },
  { value: 'ev', label: 'Electric Vehicle charge point' },
];

/** Route make-a-complaint-select-type (SPEC §2, §4). */
export default function SelectTypePage() {
  const navigate = useNavigate();
  const [choice, setChoice] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [attempts, setAttempts] = useState(0);
  useDocumentTitle('What is your complaint about?', Boolean(error));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!choice) {
      setError('Select what your complaint is about');
      setAttempts((n) => n + 1);
      return;
    }
    if (choice === 'energy') {
      navigate(paths.selectEnergy());
      return;
    }
    const destinations: Record<string, string> = {
      'home-services': env.VITE_HOME_SERVICES_COMPLAINT_URL,
      installations: env.VITE_INSTALLATIONS_COMPLAINT_URL,
      ev: env.VITE_EV_COMPLAINT_URL,
    };
    goTo(destinations[choice]!, navigate);
  };

  return (
    <div className="page-width question-page">
      <form onSubmit={submit} noValidate>
        <ErrorSummary
          errors={error ? [{ fieldId: 'complaintType', message: error }] : []}
          focusKey={attempts}
        />
        <h1>What is your complaint about?</h1>
        <p>
          We&apos;re sorry something has gone wrong. Tell us what it is about so we can get it to
          the right team.
        </p>
        <RadioGroup
          name="complaintType"
          legend={<span className="visually-hidden">What is your complaint about?</span>}
          error={error ?? undefined}
          options={OPTIONS}
          inputProps={(value) => ({
            name: 'complaintType',
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
