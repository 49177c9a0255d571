// Stands in for the package `prism-react-renderer` in the site bundles (see ./index.ts).
// The package ships one 136 KB file: Prism with ~25 grammars, 20 colour themes and the
// <Highlight> component, all of which ended up in every page's main.js. This module keeps the
// component's behaviour (ported from prism-react-renderer 2.4, MIT, © Formidable) on top of the
// bare Prism core; the grammars come from `themeConfig.prism.additionalLanguages`, which the
// theme loads from prismjs/components – only the ones the documentation uses.
import './manual-mode';
import Prism from 'prismjs/components/prism-core';
import 'prismjs/components/prism-markup';
import 'prismjs/components/prism-clike';
import {useCallback, useMemo, type CSSProperties, type ReactElement} from 'react';
import clsx from 'clsx';
import type {PrismTheme} from 'prism-react-renderer';

export {Prism};

type Token = {types: string[]; content: string; empty?: boolean};
type Style = CSSProperties | undefined;
type ThemeDict = Record<string, CSSProperties> & {root: CSSProperties; plain: CSSProperties};
type LineInput = {style?: CSSProperties; className?: string; line: Token[]; [key: string]: unknown};
type TokenInput = {style?: CSSProperties; className?: string; token: Token; [key: string]: unknown};
type RenderProps = {
  tokens: Token[][];
  className: string;
  style: CSSProperties;
  getLineProps: (input: LineInput) => {style?: CSSProperties; className: string; [key: string]: unknown};
  getTokenProps: (input: TokenInput) => {style?: CSSProperties; className: string; children: string; [key: string]: unknown};
};
type HighlightProps = {
  prism?: typeof Prism;
  theme: PrismTheme;
  language: string;
  code: string;
  children: (props: RenderProps) => ReactElement;
};

function themeToDict(theme: PrismTheme, language: string): ThemeDict {
  const dict: Record<string, CSSProperties> = {};
  for (const {languages, style, types} of theme.styles) {
    if (languages && !languages.includes(language)) continue;
    for (const type of types) dict[type] = {...dict[type], ...(style as CSSProperties)};
  }
  const plain = theme.plain as CSSProperties;
  return {...dict, root: plain, plain: {...plain, backgroundColor: undefined}};
}

function normalizeEmptyLines(line: Token[]) {
  if (line.length === 0) line.push({types: ['plain'], content: '\n', empty: true});
  else if (line.length === 1 && line[0]!.content === '') {
    line[0]!.content = '\n';
    line[0]!.empty = true;
  }
}

const appendTypes = (types: string[], add: string | string[]) =>
  types.length > 0 && types[types.length - 1] === add ? types : types.concat(add);

/** Prism's nested token tree → lines of flat tokens, each with the types of its ancestors. */
export function normalizeTokens(tokens: Array<string | Prism.Token>): Token[][] {
  const typeStack: string[][] = [[]];
  const tokenStack: Array<Array<string | Prism.Token>> = [tokens];
  const indexStack = [0];
  let line: Token[] = [];
  const lines = [line];
  let depth = 0;
  while (depth > -1) {
    let i: number;
    while ((i = indexStack[depth]!++) < tokenStack[depth]!.length) {
      const token = tokenStack[depth]![i]!;
      let types = typeStack[depth]!;
      let content: Prism.TokenStream;
      if (typeof token === 'string') {
        types = depth > 0 ? types : ['plain'];
        content = token;
      } else {
        types = appendTypes(types, token.type);
        if (token.alias) types = appendTypes(types, token.alias);
        content = token.content;
      }
      if (typeof content !== 'string') {
        depth++;
        typeStack.push(types);
        tokenStack.push(Array.isArray(content) ? content : [content]);
        indexStack.push(0);
        continue;
      }
      const parts = content.split(/\r\n|\r|\n/);
      line.push({types, content: parts[0]!});
      for (let p = 1; p < parts.length; p++) {
        normalizeEmptyLines(line);
        lines.push((line = []));
        line.push({types, content: parts[p]!});
      }
    }
    depth--;
    typeStack.pop();
    tokenStack.pop();
    indexStack.pop();
  }
  normalizeEmptyLines(line);
  return lines;
}

export function Highlight({children, language: rawLanguage, code, theme, prism = Prism}: HighlightProps) {
  const language = rawLanguage.toLowerCase();
  const dict = useMemo(() => themeToDict(theme, language), [theme, language]);
  const grammar = prism.languages[language];
  const tokens = useMemo(() => {
    if (grammar == null) return normalizeTokens([code]);
    const env = {code, grammar, language, tokens: [] as Array<string | Prism.Token>};
    prism.hooks.run('before-tokenize', env);
    env.tokens = prism.tokenize(code, grammar);
    prism.hooks.run('after-tokenize', env);
    return normalizeTokens(env.tokens);
  }, [code, grammar, language, prism]);

  const getLineProps = useCallback(
    ({className, style, line: _line, ...rest}: LineInput) => ({
      ...rest,
      className: clsx('token-line', className),
      style: {...dict.plain, ...style},
    }),
    [dict],
  );
  const getTokenProps = useCallback(
    ({token, className, style, ...rest}: TokenInput) => {
      let tokenStyle: Style;
      const {types, empty} = token;
      if (types.length === 1 && types[0] === 'plain') tokenStyle = empty != null ? {display: 'inline-block'} : undefined;
      else if (types.length === 1 && empty != null) tokenStyle = dict[types[0]!];
      else tokenStyle = Object.assign(empty != null ? {display: 'inline-block'} : {}, ...types.map((t) => dict[t]));
      return {
        ...rest,
        className: clsx('token', ...types, className),
        children: token.content,
        style: style != null ? {...tokenStyle, ...style} : tokenStyle,
      };
    },
    [dict],
  );
  return children({tokens, className: `prism-code language-${language}`, style: dict.root, getLineProps, getTokenProps});
}
