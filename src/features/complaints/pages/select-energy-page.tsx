import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { QuestionPage } from '../components/question-page';

// Said only if the settings send these answers outside the area (locally they stay in it).
const CREDIT = 'the gas and electricity complaints page';

const OPTIONS = [
  {
    value: 'credit',
    label: 'I pay when I get a bill',
    hint: 'By card, cheque or bank transfer',
    leadsTo: CREDIT,
  },
  { value: 'directDebit', label: 'I pay by Direct Debit', leadsTo: CREDIT },
  {
    value: 'payAsYouGo',
    label: 'Pay As You Go',
    hint: 'I top up a prepayment or smart meter',
    leadsTo: 'the Pay As You Go complaints page',
  },
  { value: 'other', label: 'Other or not sure', leadsTo: CREDIT },
];

/** Route make-a-complaint-select-energy: customer type (SPEC §4). */
export default function SelectEnergyPage() {
  return (
    <QuestionPage
      name="customerType"
      question="How do you pay for your energy?"
      options={OPTIONS}
      required="Select how you pay for your energy"
      destination={(choice) =>
        choice === 'payAsYouGo' ? env.VITE_PAYG_COMPLAINT_URL : env.VITE_CREDIT_COMPLAINT_URL
      }
      back={paths.selectType()}
    />
  );
}
