import { accountCases } from './accounts.cases';
import { contractSuite } from './harness';

contractSuite('accounts', accountCases);
