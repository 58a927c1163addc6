import { adminCases } from './admin.cases';
import { contractSuite } from './harness';

contractSuite('admin', adminCases);
