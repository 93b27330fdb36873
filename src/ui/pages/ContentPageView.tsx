import { useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { css } from 'goober';
import { Link, useParams } from 'wouter';
import type { ActorRefFrom } from 'xstate';
import type { contentPageMachine } from '../../../machines/contentPage.machine';
import { useT } from '../shared/AppContext';
import { notFoundStrings } from '../../i18n/notFoundStrings';
import { secondaryButton } from '../shared/forms';
import { SafeHtml } from '../shared/SafeHtml';
import { LazyFlowView } from '../shared/LazyFlowView';
import { usePageFlow } from '../shared/usePageFlow';
import { theme } from '../shared/theme';
import { footerStrings } from '../../i18n/footerStrings';
import { addStrings } from '../../i18n/packs';
import { contentPageRoute } from '../../routes';

addStrings(footerStrings);
addStrings(notFoundStrings);

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

/** /pages/{id}: the static page with the menu of pages from the content list (cms/contentlist). */
export function ContentPageView() {
  const t = useT();
  const id = Number(useParams<{ id: string }>().id);
  // One flow while the player reads pages: the menu stays, another page is OPENed in it.
  const [firstId] = useState(id);
  const lazyRef = usePageFlow('contentPage', firstId);
  return (
    <div className={layout}>
      <LazyFlowView lazyRef={lazyRef}>
        {(flow) => (
          <>
            <PageMenu flow={flow} id={id} label={t('pages.menu')} />
            <PageBody flow={flow} id={id} />
          </>
        )}
      </LazyFlowView>
    </div>
  );
}

function PageMenu({ flow, id, label }: { flow: ActorRefFrom<typeof contentPageMachine>; id: number; label: string }) {
  const menu = useSelector(flow, (s) => s.context.menu);
  return (
    <nav aria-label={label}>
      <ul>
        {menu.map((item) => (
          <li key={item.id}>
            <Link href={contentPageRoute(item.id)} aria-current={item.id === id ? 'page' : undefined}>
              {item.title}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function PageBody({ flow, id }: { flow: ActorRefFrom<typeof contentPageMachine>; id: number }) {
  const t = useT();
  const state = useSelector(flow, (s) => s.value.page);
  const page = useSelector(flow, (s) => s.context.page);
  useEffect(() => flow.send({ type: 'OPEN', id }), [flow, id]);
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
