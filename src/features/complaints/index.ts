export { complaintDates } from './confirmation';
