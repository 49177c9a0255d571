import type {ReactNode} from 'react';
import {useAbsturz} from './useAbsturz';

export default function AbsturzAusserhalb(): ReactNode {
  useAbsturz('Absichtlicher Testfehler außerhalb des Layouts');
  return <p>Diese Testseite stürzt gleich ab.</p>;
}
