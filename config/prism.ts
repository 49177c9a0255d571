// Code-block colours with at least 4.5:1 contrast on their backgrounds (WCAG AA) in light and
// dark mode – the stock Prism themes fail axe's colour-contrast check. Colours from GitHub Primer.
import type {PrismTheme} from 'prism-react-renderer';

const theme = (plain: {color: string; backgroundColor: string}, c: Record<string, string>): PrismTheme => ({
  plain,
  styles: [
    {types: ['comment', 'prolog', 'doctype', 'cdata'], style: {color: c.comment, fontStyle: 'italic'}},
    {types: ['keyword', 'selector', 'important', 'atrule', 'rule'], style: {color: c.keyword}},
    {types: ['string', 'char', 'attr-value', 'regex', 'url', 'inserted'], style: {color: c.string}},
    {types: ['function', 'function-variable'], style: {color: c.function}},
    {types: ['number', 'boolean', 'constant', 'symbol', 'property', 'attr-name', 'entity'], style: {color: c.number}},
    {types: ['variable', 'parameter'], style: {color: c.variable}},
    {types: ['class-name', 'namespace', 'builtin', 'maybe-class-name'], style: {color: c.className}},
    {types: ['tag', 'deleted'], style: {color: c.tag}},
    {types: ['punctuation', 'operator'], style: {color: c.punctuation}},
  ],
});

export const lightCodeTheme = theme(
  {color: '#1f2328', backgroundColor: '#f6f8fa'},
  {
    comment: '#57606a',
    keyword: '#cf222e',
    string: '#0a3069',
    function: '#8250df',
    number: '#0550ae',
    variable: '#953800',
    className: '#6639ba',
    tag: '#116329',
    punctuation: '#1f2328',
  },
);

export const darkCodeTheme = theme(
  {color: '#e6edf3', backgroundColor: '#161b22'},
  {
    comment: '#8b949e',
    keyword: '#ff7b72',
    string: '#a5d6ff',
    function: '#d2a8ff',
    number: '#79c0ff',
    variable: '#ffa657',
    className: '#f0b072',
    tag: '#7ee787',
    punctuation: '#c9d1d9',
  },
);

/**
 * Grammars loaded on top of the Prism core (which brings markup/xml/html and clike), in load
 * order. Only these languages are highlighted; content checks reject code blocks in any other
 * language (besides `text` and `mermaid`). Adding one costs every page ~0.3–1 KiB gzip.
 * (Loading each grammar with the pages that use it was measured: main.js −2.1 KiB, but a page
 * with bash and PowerShell +4.2 KiB, because grammars compress worse outside main.js.)
 */
export const PRISM_LANGUAGES = ['json', 'sql', 'yaml', 'csharp', 'powershell', 'bash', 'ini', 'nginx', 'http'];
