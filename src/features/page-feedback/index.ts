export { PageFeedback, PageFeedbackIsland } from './page-feedback';
