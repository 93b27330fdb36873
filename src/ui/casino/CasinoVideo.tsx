import { css } from 'goober';
import type { Video } from '../../../contract/schemas';
import { useT } from '../shared/AppContext';
import { theme } from '../shared/theme';
import { addStrings } from '../../i18n/packs';
import { casinoStrings } from '../../i18n/casinoStrings';

addStrings(casinoStrings);

const frame = css`
  position: relative;
  margin-bottom: ${theme.space.lg};
  border-radius: ${theme.radius};
  overflow: hidden;
  video {
    display: block;
    width: 100%;
    max-height: 22rem;
    object-fit: cover;
  }
  p {
    position: absolute;
    left: ${theme.space.md};
    bottom: ${theme.space.md};
    margin: 0;
    font-size: ${theme.text.xl};
    font-weight: 800;
    text-shadow: 0 2px 8px rgb(0 0 0 / 0.8);
  }
`;

/** The casino's background video (spec section 2 'Other'): muted, looping, autoplaying, with its title; nothing without a URL. */
export function CasinoVideo({ video }: { video: Video | null }) {
  const t = useT();
  if (!video?.url) return null;
  return (
    <div className={frame}>
      <video src={video.url} muted loop autoPlay playsInline aria-label={t('casino.videoTitle', { title: video.title1 })} />
      {video.title1 && <p>{video.title1}</p>}
    </div>
  );
}
