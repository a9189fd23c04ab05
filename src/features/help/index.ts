export { findCategorySummary } from './data/category-index';
