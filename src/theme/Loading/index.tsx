// Replaced: core's loading fallback is English ("Retry"); German spinner after the loader's
// delay, and on error a red box with the error text and a button that reloads the page.
import type {ReactNode} from 'react';
import type {LoadingComponentProps} from 'react-loadable';
import styles from './styles.module.css';

export default function Loading({error, pastDelay}: LoadingComponentProps): ReactNode {
  if (error) {
    return (
      <div className={styles.error} role="alert">
        <p>{String(error)}</p>
        <button type="button" className="button button--secondary" onClick={() => window.location.reload()}>
          Erneut versuchen
        </button>
      </div>
    );
  }
  if (pastDelay) {
    return (
      <div className={styles.wrapper}>
        <div className={styles.spinner} role="status" aria-label="Seite wird geladen" />
      </div>
    );
  }
  return null;
}
