import type {ReactNode} from 'react';
import SwaggerUI from 'swagger-ui-react';
// A URL, not a side-effect import: see plugins/swagger-ui-css.
import swaggerCss from 'swagger-ui-react/swagger-ui.css';
import './swagger-overrides.css';

/** Swagger UI leaves some form fields without a name; give them German labels (WCAG 4.1.2). */
function beschriften(root: ParentNode) {
  root.querySelector('select#servers')?.setAttribute('aria-label', 'Server');
  root.querySelectorAll('input:not([aria-label])').forEach((input) => {
    const el = input as HTMLInputElement;
    el.setAttribute('aria-label', el.placeholder || el.name || 'Eingabe');
  });
}

export default function SwaggerReference({url}: {url: string}): ReactNode {
  return (
    <>
      <link rel="stylesheet" href={swaggerCss} />
      <SwaggerUI
        url={url}
        docExpansion="list"
        deepLinking={false}
        tryItOutEnabled={false}
        persistAuthorization={false}
        // Swagger's own code colouring fails contrast checks; plain text instead (not in its types).
        {...({syntaxHighlight: {activated: false}} as object)}
        onComplete={() => {
          const root = document.querySelector('.api-reference');
          if (!root) return;
          beschriften(root);
          new MutationObserver(() => beschriften(root)).observe(root, {childList: true, subtree: true});
        }}
      />
    </>
  );
}
