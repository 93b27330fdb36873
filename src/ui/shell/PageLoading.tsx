import { useT } from '../shared/AppContext';

/** What a lazily loaded page shows for the moment its code arrives. */
export function PageLoading() {
  const t = useT();
  return (
    <p role="status" style={{ padding: '2rem 1rem', textAlign: 'center' }}>
      {t('app.loading')}
    </p>
  );
}
