import { contractSuite } from './harness';
import { quoteCases } from './quotes.cases';

contractSuite('custom-order quotes', quoteCases);
