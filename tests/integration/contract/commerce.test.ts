import { commerceCases } from './commerce.cases';
import { contractSuite } from './harness';

contractSuite('commerce', commerceCases);
