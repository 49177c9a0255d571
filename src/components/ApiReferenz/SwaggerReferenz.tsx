import type {ReactNode} from 'react';
import SwaggerUI from 'swagger-ui-react';
// A URL, not a side-effect import: see plugins/swagger-ui-css.
import swaggerCss from 'swagger-ui-react/swagger-ui.css';
import './swagger-anpassung.css';

export default function SwaggerReferenz({url}: {url: string}): ReactNode {
  return (
    <>
      <link rel="stylesheet" href={swaggerCss} />
      <SwaggerUI url={url} docExpansion="list" deepLinking={false} tryItOutEnabled={false} persistAuthorization={false} />
    </>
  );
}
