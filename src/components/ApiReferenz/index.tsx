// Interactive reference of an OpenAPI document (Swagger UI). Swagger UI is large, so it is
// loaded lazily in the browser only: pages that do not use this component carry none of it.
import {lazy, Suspense, type ReactNode} from 'react';
import BrowserOnly from '@docusaurus/BrowserOnly';
import useBaseUrl from '@docusaurus/useBaseUrl';

const SwaggerReferenz = lazy(() => import('./SwaggerReferenz'));

interface Props {
  /** Path of the OpenAPI document below static/, e.g. /openapi/kartaro-mobile-api.yaml */
  spec: string;
}

export default function ApiReferenz({spec}: Props): ReactNode {
  const url = useBaseUrl(spec);
  const laden = <p role="status">Die interaktive API-Referenz wird geladen …</p>;
  return (
    <section aria-label="Interaktive API-Referenz" className="api-referenz">
      <BrowserOnly fallback={laden}>
        {() => (
          <Suspense fallback={laden}>
            <SwaggerReferenz url={url} />
          </Suspense>
        )}
      </BrowserOnly>
      <p>
        Das OpenAPI-Dokument können Sie auch direkt herunterladen: <a href={url}>{spec.split('/').pop()}</a>.
      </p>
    </section>
  );
}
