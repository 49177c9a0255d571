import type {ReactNode} from 'react';
import SwaggerUI from 'swagger-ui-react';
import 'swagger-ui-react/swagger-ui.css';
import './swagger-anpassung.css';

export default function SwaggerReferenz({url}: {url: string}): ReactNode {
  return <SwaggerUI url={url} docExpansion="list" deepLinking={false} tryItOutEnabled={false} persistAuthorization={false} />;
}
