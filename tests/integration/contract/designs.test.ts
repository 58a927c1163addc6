import { designCases } from './designs.cases';
import { contractSuite } from './harness';

contractSuite('designs', designCases);
