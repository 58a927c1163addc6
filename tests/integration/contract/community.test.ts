import { communityCases } from './community.cases';
import { contractSuite } from './harness';

contractSuite('community', communityCases);
