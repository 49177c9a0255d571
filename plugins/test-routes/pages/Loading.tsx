import type {ReactNode} from 'react';
import Loadable from 'react-loadable';
import Layout from '@theme/Layout';
import Loading from '@theme/Loading';

// A react-loadable component whose chunk never arrives: the spinner must appear after the delay.
const NeverLoads = Loadable({
  loader: () => new Promise<never>(() => {}),
  loading: Loading,
  delay: 200,
});

export default function LoadingPage(): ReactNode {
  return (
    <Layout title="Testseite: Laden">
      <NeverLoads />
    </Layout>
  );
}
