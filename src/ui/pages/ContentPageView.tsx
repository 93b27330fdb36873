import { useSelector } from '@xstate/react';
import { css } from 'goober';
import { Link, useParams } from 'wouter';
import type { ActorRefFrom } from 'xstate';
import { pagesOf } from '../../../machines/cms.machine';
import type { contentPageMachine } from '../../../machines/contentPage.machine';
import { useApp, useT } from '../shared/AppContext';
import { secondaryButton } from '../shared/forms';
import { SafeHtml } from '../shared/SafeHtml';
import { LazyFlowView } from '../shared/LazyFlowView';
import { usePageFlow } from '../shared/usePageFlow';
import { theme } from '../shared/theme';

const layout = css`
  display: grid;
  gap: 2rem;
  max-width: 64rem;
  margin: 0 auto;
  padding: 1.5rem 1rem 3rem;
  @media (min-width: ${theme.breakpoint.md}) {
    grid-template-columns: 14rem 1fr;
  }
  nav ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 0.25rem;
  }
  nav a {
    display: block;
    padding: 0.5rem 0.75rem;
    border-radius: ${theme.radius};
    color: ${theme.color.text};
    text-decoration: none;
  }
  nav a[aria-current='page'] {
    background: ${theme.color.surfaceRaised};
    color: ${theme.color.accent};
    font-weight: 700;
  }
`;
const body = css`
  line-height: 1.7;
  h2 {
    margin-top: 0;
  }
`;

/** /pages/{id}: the static page with the menu of pages from the content list. */
export function ContentPageView() {
  const { actors } = useApp();
  const t = useT();
  const id = Number(useParams<{ id: string }>().id);
  const lazyRef = usePageFlow('contentPage', id);
  const categories = useSelector(actors.cms, (s) => s.context.categories);
  const menu = [...pagesOf(categories, 'Footer'), ...pagesOf(categories, 'Story'), ...pagesOf(categories, 'Terms of use'), ...pagesOf(categories, 'Terms of service')];

  return (
    <div className={layout}>
      <nav aria-label={t('pages.menu')}>
        <ul>
          {menu.map((item) => (
            <li key={item.id}>
              <Link href={`/pages/${item.id}`} aria-current={item.id === id ? 'page' : undefined}>
                {item.title}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <LazyFlowView<ActorRefFrom<typeof contentPageMachine>> lazyRef={lazyRef}>
        {(flow) => <PageBody key={flow.sessionId} flow={flow} />}
      </LazyFlowView>
    </div>
  );
}

function PageBody({ flow }: { flow: ActorRefFrom<typeof contentPageMachine> }) {
  const t = useT();
  const state = useSelector(flow, (s) => s.value as string);
  const page = useSelector(flow, (s) => s.context.page);
  return (
    <article data-state={`contentPage.${state}`}>
      {state === 'loading' && <p role="status">{t('app.loading')}</p>}
      {state === 'shown' && page && (
        <>
          <h1>{page.title}</h1>
          <SafeHtml className={body} html={page.body} />
        </>
      )}
      {state === 'notFound' && (
        <>
          <h1>{t('notFound.title')}</h1>
          <Link href="/">{t('notFound.back')}</Link>
        </>
      )}
      {state === 'failed' && (
        <div role="alert">
          <p>{t('pages.failed')}</p>
          <button type="button" className={secondaryButton} onClick={() => flow.send({ type: 'RETRY' })}>
            {t('app.retry')}
          </button>
        </div>
      )}
    </article>
  );
}
