import type {ReactNode} from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';

// Renders differently in the browser than on the server: the e2e suite expects the console error.
export default function HydrationMismatch(): ReactNode {
  const browser = typeof window !== 'undefined';
  return (
    <Layout title="Testseite: Hydrationsfehler">
      <main className="container margin-vert--lg">
        <Heading as="h1">Testseite: Hydrationsfehler</Heading>
        {browser ? <section id="nur-im-browser">Nur im Browser</section> : <p>Nur auf dem Server</p>}
      </main>
    </Layout>
  );
}
