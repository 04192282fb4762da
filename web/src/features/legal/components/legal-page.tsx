import { commonWords, legalWords } from '@swapsies/contract';
import { useQuery } from '@tanstack/react-query';
import type { ComponentProps } from 'react';
import Markdown, { type Components } from 'react-markdown';
import { Link, NavLink, useParams } from 'react-router';
import remarkGfm from 'remark-gfm';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Logo } from '@/components/ui/logo.tsx';
import shell from '@/components/ui/page-shell.module.css';
import { Spinner } from '@/components/ui/spinner.tsx';
import { paths } from '@/lib/paths.ts';
import { legalDocumentQueryOptions } from '../api/get-legal-document.ts';
import {
  isLegalDocumentType,
  LEGAL_DOCUMENTS,
  type LegalDocumentType,
  legalDocumentTypes,
  legalPath,
} from '../lib/legal-documents.ts';
import styles from './legal-page.module.css';

/** Links inside a document: the app's own pages stay in the app, other sites open in a new tab. */
function DocumentLink({ href = '', children }: ComponentProps<'a'>) {
  if (href.startsWith('/') && !href.startsWith('//')) return <Link to={href}>{children}</Link>;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden">{commonWords.opensInNewTab}</span>
    </a>
  );
}

const markdownComponents: Components = {
  a: ({ node: _node, ...props }) => <DocumentLink {...props} />,
  // Wide tables scroll inside the page on phones instead of widening it.
  table: ({ node: _node, ...props }) => (
    <div className={styles.tableWrap}>
      <table {...props} />
    </div>
  ),
};

function DocumentBody({ type }: { type: LegalDocumentType }) {
  const query = useQuery(legalDocumentQueryOptions(type));
  if (query.isPending) return <Spinner centered label={legalWords.loading(LEGAL_DOCUMENTS[type])} />;
  if (query.isError) {
    return (
      <>
        <h1 className={styles.title}>{LEGAL_DOCUMENTS[type]}</h1>
        <Alert tone="error">
          <p>{legalWords.loadFailed}</p>
        </Alert>
        <Button variant="secondary" onClick={() => void query.refetch()}>
          {legalWords.tryAgain}
        </Button>
      </>
    );
  }
  return (
    <article className={styles.document}>
      {/* skipHtml: raw HTML in a document is dropped, never rendered. */}
      <Markdown skipHtml remarkPlugins={[remarkGfm]} components={markdownComponents}>
        {query.data}
      </Markdown>
    </article>
  );
}

/** No document to show: none was named, or the one named is not a legal document of the app. */
function NoDocument({ named }: { named: string | undefined }) {
  return (
    <>
      <h1 className={styles.title}>{legalWords.legalDocuments}</h1>
      {named === undefined ? (
        <Alert tone="warning" live={false}>
          <p>{legalWords.noDocument}</p>
        </Alert>
      ) : (
        <Alert tone="error">
          <p>{legalWords.loadFailed}</p>
        </Alert>
      )}
    </>
  );
}

/**
 * /legal/{documentType}: privacy policy, terms of service or cookies policy,
 * rendered from markdown. Public, and open to signed-in members too.
 */
export function LegalPage() {
  const { documentType } = useParams();
  const type = isLegalDocumentType(documentType) ? documentType : null;

  return (
    <div className={shell.shell}>
      <header className={styles.header}>
        <Link to={paths.home} className={shell.home} aria-label={commonWords.homeLink}>
          <Logo />
        </Link>
        <nav aria-label={legalWords.legalDocuments}>
          <ul className={styles.documents}>
            {legalDocumentTypes.map((each) => (
              <li key={each}>
                <NavLink to={legalPath(each)} className={styles.documentLink}>
                  {LEGAL_DOCUMENTS[each]}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <main id="main-content" tabIndex={-1} className={shell.main}>
        <div className={`${shell.card} ${styles.card}`}>
          {type ? <DocumentBody type={type} /> : <NoDocument named={documentType} />}
        </div>
      </main>
      <footer className={shell.footer}>{commonWords.copyright(new Date().getFullYear())}</footer>
    </div>
  );
}
