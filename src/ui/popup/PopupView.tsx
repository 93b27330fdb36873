import { css } from 'goober';
import { Link, useLocation } from 'wouter';
import type { Popup } from '../../../contract/schemas';
import { casinoStrings } from '../../i18n/casinoStrings';
import { addStrings } from '../../i18n/packs';
import { useT } from '../shared/AppContext';
import { Dialog } from '../shared/Dialog';
import { PopupPicture } from './PopupPicture';

addStrings(casinoStrings);

const image = css`
  display: block;
  canvas {
    display: block;
    width: 100%;
    height: auto;
    max-height: 70dvh;
    object-fit: contain;
  }
`;

/**
 * The popup: a responsive image (three sizes; 992 px and 1200 px breakpoints),
 * drawn so that it is never the page's largest paint (PopupPicture), linking
 * to its url or the current route; any click on it closes it.
 */
export function PopupView({ popup, onClose }: { popup: Popup; onClose(): void }) {
  const t = useT();
  const [path] = useLocation();
  const picture = <PopupPicture images={popup.images} alt={t('home.popupImage')} width={800} height={600} />;
  const href = popup.url ?? path;
  const external = /^https?:\/\//.test(href);
  return (
    <Dialog title={t('home.popupTitle')} state="popup.open" onClose={onClose} size="medium">
      {external ? (
        <a className={image} href={href} target="_blank" rel="noopener noreferrer" onClick={onClose}>
          {picture}
        </a>
      ) : (
        <Link className={image} href={href} onClick={onClose}>
          {picture}
        </Link>
      )}
    </Dialog>
  );
}
