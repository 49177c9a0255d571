import {useEffect, useState} from 'react';

/** Throws a real render error right after hydration (the static HTML must still build). */
export function useAbsturz(message: string): void {
  const [absturz, setAbsturz] = useState(false);
  useEffect(() => setAbsturz(true), []);
  if (absturz) throw new Error(message);
}
