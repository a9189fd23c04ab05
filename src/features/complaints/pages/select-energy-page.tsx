import { paths } from '@/config/paths';
import { QuestionPage } from '../components/question-page';
import { SELECT_ENERGY } from '../questions';

/** Route make-a-complaint-select-energy: customer type (SPEC §4). */
export default function SelectEnergyPage() {
  return <QuestionPage question={SELECT_ENERGY} back={paths.selectType()} />;
}
