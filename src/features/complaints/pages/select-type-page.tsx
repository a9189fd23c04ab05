import { env } from '@/config/env';
import { absolute, paths } from '@/config/paths';
import { QuestionPage } from '../components/question-page';

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
    leadsTo: 'the home services complaints page',
  },
  {
    value: 'installations',
    label: 'Installations',
    hint: 'A new boiler, heating system or solar panels',
    leadsTo: 'the installations complaints page',
  },
  {
    value: 'ev',
    label: 'Electric Vehicle charge point',
    leadsTo: 'the electric vehicle charge point complaints page',
  },
];

/** Where each answer leads: energy to the next question, the rest to their teams' forms. */
const destination = (choice: string) =>
  ({
    energy: absolute(paths.selectEnergy()),
    'home-services': env.VITE_HOME_SERVICES_COMPLAINT_URL,
    installations: env.VITE_INSTALLATIONS_COMPLAINT_URL,
    ev: env.VITE_EV_COMPLAINT_URL,
  })[choice]!;

/** Route make-a-complaint-select-type (SPEC §2, §4). */
export default function SelectTypePage() {
  return (
    <QuestionPage
      name="complaintType"
      question="What is your complaint about?"
      intro={
        <p>
          We&apos;re sorry something has gone wrong. Tell us what it is about so we can get it to
          the right team.
        </p>
      }
      options={OPTIONS}
      required="Select what your complaint is about"
      destination={destination}
    />
  );
}
