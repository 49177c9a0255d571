// Interactive reference of an OpenAPI document (Swagger UI). Swagger UI is large (≈ 380 KiB gzip),
// so it is loaded in the browser only, and only when the reference comes near the visible part
// of the page: pages that do not use this component carry none of it, and a reader who only reads
// the text above the reference does not download it either.
import {lazy, Suspense, useEffect, useRef, useState, type ReactNode, type RefObject} from 'react';
import BrowserOnly from '@docusaurus/BrowserOnly';
import useBaseUrl from '@docusaurus/useBaseUrl';

const SwaggerReference = lazy(() => import('./SwaggerReference'));

/** Start loading this far before the reference scrolls into view. */
const VORLAUF = '1000px 0px';

interface Props {
  /** Path of the OpenAPI document below static/, e.g. /openapi/kartaro-mobile-api.yaml */
  spec: string;
}

function useNearViewport(ref: RefObject<HTMLElement | null>): boolean {
  const [nah, setNah] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (nah || !element) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNah(true);
      },
      {rootMargin: VORLAUF},
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [nah, ref]);
  return nah;
}

export default function ApiReference({spec}: Props): ReactNode {
  const url = useBaseUrl(spec);
  const ref = useRef<HTMLElement>(null);
  const nah = useNearViewport(ref);
  const loading = <p role="status">Die interaktive API-Referenz wird geladen …</p>;
  return (
    <section ref={ref} aria-label="Interaktive API-Referenz" className="api-reference">
      <BrowserOnly fallback={loading}>
        {() =>
          nah ? (
            <Suspense fallback={loading}>
              <SwaggerReference url={url} />
            </Suspense>
          ) : (
            loading
          )
        }
      </BrowserOnly>
      <p>
        Das OpenAPI-Dokument können Sie auch direkt herunterladen:{' '}
        {/* A static file, not a route: <Link> would route it through the single-page app. */}
        {/* eslint-disable-next-line @docusaurus/no-html-links */}
        <a href={url} download>
          {spec.split('/').pop()}
        </a>
        .
      </p>
    </section>
  );
}
