import { useParams } from 'react-router-dom';
import { RedirectToNotFound } from '@/components/redirect-to-not-found';
import { useDocumentTitle } from '@/lib/document-head';
import { stepNamed } from '../check';
import { OutcomeStep } from '../components/outcome-step';
import { QuestionStep } from '../components/question-step';
import '../no-supply.css';

/**
 * Routes emergencies/no-supply and emergencies/no-supply/:step: the "No power or no gas?" check,
 * one question or outcome a page (features/no-supply/check.ts).
 */
export default function NoSupplyPage() {
  const step = stepNamed(useParams().step);
  useDocumentTitle(
    step?.kind === 'question' ? step.question.question : step?.title,
    step?.kind === 'question' && step.unanswered,
  );
  if (!step) return <RedirectToNotFound />;
  return step.kind === 'question' ? (
    <QuestionStep id={step.id} question={step.question} unanswered={step.unanswered} />
  ) : (
    <OutcomeStep id={step.id} title={step.title} />
  );
}
