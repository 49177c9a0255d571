// typesense-docsearch-react's no-results screen, but with the query in German quotes („…“)
// instead of its hard-coded straight ones. Used by ScreenState.js.
import React from 'react';

export function KeineTreffer({translations = {}, state}) {
  const {noResultsText = 'Keine Ergebnisse für'} = translations;
  return React.createElement(
    'div',
    {className: 'DocSearch-NoResults'},
    React.createElement(
      'div',
      {className: 'DocSearch-Screen-Icon'},
      React.createElement('svg', {width: 40, height: 40, viewBox: '0 0 20 20', 'aria-hidden': true},
        React.createElement('path', {d: 'M15.5 4.8c2 3 1.7 7-1 9.7h0l4.3 4.3-4.3-4.3a7.8 7.8 0 01-9.8 1m-2.2-2.2A7.8 7.8 0 0113.2 2.4M2 18L18 2', stroke: 'currentColor', fill: 'none', strokeLinecap: 'round', strokeLinejoin: 'round'})),
    ),
    React.createElement('p', {className: 'DocSearch-Title'}, `${noResultsText} „`, React.createElement('strong', null, state.query), '“'),
  );
}
