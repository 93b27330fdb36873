import { useSelector } from '@xstate/react';
import { css } from 'goober';
import type { ActorRefFrom } from 'xstate';
import type { promotionsMachine } from '../../../machines/promotions.machine';
import { useT } from '../shared/AppContext';
import { Dialog } from '../shared/Dialog';
import { primaryButton, secondaryButton } from '../shared/forms';
import { SafeHtml } from '../shared/SafeHtml';
import { LazyFlowView } from '../shared/LazyFlowView';
import { theme } from '../shared/theme';
import { cardListRules } from '../shared/layout';
import { usePageFlow } from '../shared/usePageFlow';
import { Banners } from '../shared/banners/Banners';
import { PROMOTIONS_SLIDER } from '../shared/sliders';
import { accountStrings } from '../../i18n/accountStrings';
import { addStrings } from '../../i18n/packs';

addStrings(accountStrings);

const page = css`
  max-width: ${theme.pageColumn};
  margin: 0 auto;
  padding: ${theme.space.lg} ${theme.space.md} 3rem;
`;
const grid = css`
  ${cardListRules('17rem')}
`;
const card = css`
  display: grid;
  grid-template-rows: auto 1fr auto;
  overflow: hidden;
  border-radius: ${theme.radius};
  background: ${theme.color.surface};
  img {
    display: block;
    width: 100%;
    height: auto;
    /* The image's box is reserved before it loads: no layout shift. */
    aspect-ratio: 16 / 9;
    object-fit: cover;
    background: ${theme.color.surfaceRaised};
  }
  h2 {
    margin: ${theme.space.md} ${theme.space.md} 0;
    font-size: ${theme.text.lg};
  }
  button {
    margin: ${theme.space.md};
    justify-self: start;
  }
`;
const detailImage = css`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: 12 / 5;
  object-fit: cover;
  border-radius: ${theme.radius};
  background: ${theme.color.surfaceRaised};
`;
const description = css`
  line-height: 1.7;
`;

/** /promotions: the promotion cards, each opening its detail dialog (second image, title, sanitised description). */
export function PromotionsPage() {
  const t = useT();
  const lazyRef = usePageFlow('promotions');
  return (
    <section className={page} data-state="page.promotions">
      <Banners slug={PROMOTIONS_SLIDER} />
      <h1>{t('promotions.title')}</h1>
      <LazyFlowView lazyRef={lazyRef}>{(flow) => <Promotions key={flow.sessionId} flow={flow} />}</LazyFlowView>
    </section>
  );
}

function Promotions({ flow }: { flow: ActorRefFrom<typeof promotionsMachine> }) {
  const t = useT();
  const loading = useSelector(flow, (s) => s.matches('loading'));
  const failed = useSelector(flow, (s) => s.matches('failed'));
  const shown = useSelector(flow, (s) => s.matches('shown'));
  const reading = useSelector(flow, (s) => s.matches({ shown: 'reading' }));
  const state = loading ? 'loading' : failed ? 'failed' : reading ? 'shown.reading' : 'shown.browsing';
  const promotions = useSelector(flow, (s) => s.context.promotions);
  const selected = useSelector(flow, (s) => (s.context.selected === null ? null : (s.context.promotions[s.context.selected] ?? null)));

  return (
    <div data-state={`promotions.${state}`}>
      {loading && <p role="status">{t('app.loading')}</p>}
      {failed && (
        <div role="alert">
          <p>{t('promotions.failed')}</p>
          <button type="button" className={secondaryButton} onClick={() => flow.send({ type: 'RETRY' })}>
            {t('promotions.retry')}
          </button>
        </div>
      )}
      {shown && promotions.length === 0 && <p>{t('promotions.empty')}</p>}
      {shown && promotions.length > 0 && (
        <ul className={grid}>
          {promotions.map((promotion, index) => (
            <li key={promotion.id ?? index} className={card}>
              {promotion.images[0] ? <img src={promotion.images[0]} alt="" width={800} height={450} loading="lazy" /> : <span />}
              <h2>{promotion.title}</h2>
              <button
                type="button"
                className={primaryButton}
                aria-label={t('promotions.detailsOf', { title: promotion.title })}
                onClick={() => flow.send({ type: 'OPEN', index })}
              >
                {t('promotions.details')}
              </button>
            </li>
          ))}
        </ul>
      )}
      {reading && selected && (
        <Dialog title={selected.title} state="promotions.reading" onClose={() => flow.send({ type: 'CLOSE' })} readable>
          {(selected.images[1] ?? selected.images[0]) && (
            <img className={detailImage} src={selected.images[1] ?? selected.images[0]} alt="" width={1200} height={500} />
          )}
          <SafeHtml className={description} html={selected.description} />
        </Dialog>
      )}
    </div>
  );
}
