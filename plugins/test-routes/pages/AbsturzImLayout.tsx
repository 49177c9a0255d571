import type {ReactNode} from 'react';
import Layout from '@theme/Layout';
import {useAbsturz} from './useAbsturz';

function Absturz(): ReactNode {
  useAbsturz('Absichtlicher Testfehler innerhalb des Layouts');
  return <p>Diese Testseite stürzt gleich ab.</p>;
}

export default function AbsturzImLayout(): ReactNode {
  return (
    <Layout title="Testseite: Absturz im Layout">
      <Absturz />
    </Layout>
  );
}
