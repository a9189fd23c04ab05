export { PageFeedback } from './page-feedback';
