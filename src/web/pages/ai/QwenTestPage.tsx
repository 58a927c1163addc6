import { InfoPage } from '../InfoPage';

/** Scaffold (issue 6): replaced by the real page. */
export function QwenTestPage() {
  return <InfoPage id="qwenTest" />;
}
