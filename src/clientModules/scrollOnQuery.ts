// Spec: no scroll when only the query string changes. Core already skips its scroll reset in
// that case, but the theme's skip-to-content focus reset (focus() without preventScroll) still
// jumps to the top; this puts the reader back where they were.
import type {ClientModule} from '@docusaurus/types';

let keepY: number | null = null;

const clientModule: ClientModule = {
  onRouteUpdate({location, previousLocation}) {
    const onlyQuery =
      previousLocation !== null &&
      location.pathname === previousLocation.pathname &&
      location.hash === previousLocation.hash &&
      location.search !== previousLocation.search;
    keepY = onlyQuery ? window.scrollY : null;
  },
  onRouteDidUpdate() {
    if (keepY === null) return;
    const y = keepY;
    keepY = null;
    const restore = () => window.scrollTo(0, y);
    restore();
    // The focus reset runs in an effect after this; effects run after the next frame at the latest.
    requestAnimationFrame(() => {
      restore();
      setTimeout(restore, 0);
    });
  },
};

export default clientModule;
