import { useSelector } from '@xstate/react';
import { useApp } from '../shared/AppContext';
import { lazyComponent } from '../shared/lazyComponent';

/** Its look and words load only where it shows: on the main domain, nearly always, it is nothing. */
const DomainNoticeText = lazyComponent(() => import('./DomainNoticeText').then((m) => m.DomainNoticeText));

/**
 * On a non-main domain (the page's host is not the operator's current
 * domain) the header carries this notice instead of nothing: a player on an
 * old or mirror address learns the current one (spec section 2).
 */
export function DomainNotice() {
  const { actors } = useApp();
  const current = useSelector(actors.bootstrap, (s) => s.context.stored?.domainStatus?.current ?? null);
  if (!current || current === window.location.host) return null;
  return <DomainNoticeText current={current} />;
}
