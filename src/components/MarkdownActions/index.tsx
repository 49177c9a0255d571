import {useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import styles from './styles.module.css';

interface Props {
  /** Site path of the page's Markdown twin, with the base URL (e.g. /docs/installation/download.md). */
  href: string;
}

/** "Als Markdown anzeigen" and "Markdown kopieren" for a doc page; the copying code loads on first use. */
export default function MarkdownActions({href}: Props): ReactNode {
  const [status, setStatus] = useState('');
  const copy = async () => {
    setStatus('');
    const {copyMarkdown} = await import('./copy');
    setStatus(await copyMarkdown(href));
  };
  return (
    <div className={styles.actions}>
      {/* pathname:// makes a plain link: the twin is a file, not a page of the app. */}
      <Link className={styles.action} to={`pathname://${href}`} target="_self" type="text/markdown">
        Als Markdown anzeigen
      </Link>
      <button type="button" className={styles.action} onClick={copy}>
        Markdown kopieren
      </button>
      <span className={styles.status} role="status">
        {status}
      </span>
    </div>
  );
}
