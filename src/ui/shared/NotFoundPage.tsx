import { css } from 'goober';
import { Link } from 'wouter';
import { useT } from './AppContext';
import { notFoundStrings } from '../../i18n/notFoundStrings';
import { addStrings } from '../../i18n/packs';

addStrings(notFoundStrings);

const page = css`
  padding: 3rem 1rem;
  text-align: center;
`;

export function NotFoundPage() {
  const t = useT();
  return (
    <section className={page} data-state="page.notFound">
      <h1>{t('notFound.title')}</h1>
      <Link href="/">{t('notFound.back')}</Link>
    </section>
  );
}
