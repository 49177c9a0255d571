// Replaces typesense-docsearch-react's ScreenState (see index.ts). The original shows its error
// screen only while autocomplete's status is "error" – which autocomplete-core 1.8 resets to
// "idle" at once, so a Typesense outage looked like "no results". This version also shows the
// error screen when the search client wrapper recorded that the current query failed, and
// quotes the query of the no-results screen in German quotes.
import React, {useSyncExternalStore} from 'react';
import {ErrorScreen} from '@typesense-docsearch-esm/ErrorScreen';
import {ResultsScreen} from '@typesense-docsearch-esm/ResultsScreen';
import {StartScreen} from '@typesense-docsearch-esm/StartScreen';
import {KeineTreffer} from './KeineTreffer';
import {suchfehler} from './suchfehler';

function Screen({translations = {}, ...props}) {
  const failedQuery = useSyncExternalStore(suchfehler.subscribe, suchfehler.get, () => null);
  if (props.state.status === 'error' || (failedQuery !== null && failedQuery === props.state.query)) {
    return React.createElement(ErrorScreen, {translations: translations.errorScreen});
  }
  const hasCollections = props.state.collections.some((collection) => collection.items.length > 0);
  if (!props.state.query) {
    return React.createElement(StartScreen, {...props, hasCollections, translations: translations.startScreen});
  }
  if (!hasCollections) return React.createElement(KeineTreffer, {...props, translations: translations.noResultsScreen});
  return React.createElement(ResultsScreen, props);
}

// As in the original: no update while loading or stalled, to avoid flashes.
export const ScreenState = React.memo(Screen, (_prev, next) => next.state.status === 'loading' || next.state.status === 'stalled');
