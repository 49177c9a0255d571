import type {ReactNode} from 'react';
import Layout from '@theme/Layout';

// Renders differently in the browser than on the server: the e2e suite expects the console error.
export default function Hydrationsfehler(): ReactNode {
  const browser = typeof window !== 'undefined';
  return (
    <Layout title="Testseite: Hydrationsfehler">
      <main className="container margin-vert--lg">
        <h1>Testseite: Hydrationsfehler</h1>
        {browser ? <section id="nur-im-browser">Nur im Browser</section> : <p>Nur auf dem Server</p>}
      </main>
    </Layout>
  );
}
