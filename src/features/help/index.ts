export { findCategory, helpCategories } from './data/categories';
