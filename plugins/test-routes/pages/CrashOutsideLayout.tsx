import type {ReactNode} from 'react';
import {useCrash} from './useCrash';

export default function CrashOutsideLayout(): ReactNode {
  useCrash('Absichtlicher Testfehler außerhalb des Layouts');
  return <p>Diese Testseite stürzt gleich ab.</p>;
}
