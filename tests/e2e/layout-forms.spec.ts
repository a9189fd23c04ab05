import { layoutSuite } from './support/layout-suite';

layoutSuite('forms');
