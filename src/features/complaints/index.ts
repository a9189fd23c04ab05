export {
  complaintDates,
  latestReplyOn,
  originOfCaseType,
  sentAtTime,
  sentOnAt,
} from './confirmation';
export { WithoutJavaScript } from './components/without-javascript';
