import type {ReactNode} from 'react';
import Layout from '@theme/Layout';
import {useCrash} from './useCrash';

function Crash(): ReactNode {
  useCrash('Absichtlicher Testfehler innerhalb des Layouts');
  return <p>Diese Testseite stürzt gleich ab.</p>;
}

export default function CrashInLayout(): ReactNode {
  return (
    <Layout title="Testseite: Absturz im Layout">
      <Crash />
    </Layout>
  );
}
