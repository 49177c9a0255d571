// Swagger UI's stylesheet (~150 KiB) must not end up in the site-wide CSS bundle, where every
// page would download it. This plugin emits it as a separate hashed file instead; the
// ApiReference component imports its URL and links it only on the page that shows the reference.
import type {Plugin} from '@docusaurus/types';

const SWAGGER_CSS = /swagger-ui-react[\\/]swagger-ui\.css$/;

export default function swaggerUiCssPlugin(): Plugin {
  return {
    name: 'kartaro-swagger-ui-css',
    configureWebpack(config) {
      for (const rule of config.module?.rules ?? []) {
        if (rule && typeof rule === 'object' && rule.test instanceof RegExp && rule.test.test('x.css')) {
          rule.exclude = [SWAGGER_CSS, ...(rule.exclude ? [rule.exclude].flat() : [])] as typeof rule.exclude;
        }
      }
      return {
        module: {
          rules: [{test: SWAGGER_CSS, type: 'asset/resource', generator: {filename: 'assets/css/swagger-ui.[contenthash:8].css'}}],
        },
      };
    },
  };
}
