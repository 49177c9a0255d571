import type {ReactNode} from 'react';
import Loadable from 'react-loadable';
import Layout from '@theme/Layout';
import Loading from '@theme/Loading';

// A real react-loadable component whose chunk cannot be loaded.
const Kaputt = Loadable({
  loader: () =>
    new Promise<never>((_, reject) => {
      // Fails like a chunk request that times out – after the component has mounted.
      setTimeout(() => reject(new Error('Testfehler: Der Seitenbaustein konnte nicht geladen werden.')), 300);
    }),
  loading: Loading,
});

export default function LoadError(): ReactNode {
  return (
    <Layout title="Testseite: Ladefehler">
      <Kaputt />
    </Layout>
  );
}
