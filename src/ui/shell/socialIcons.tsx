// The footer's social icons (spec section 2: telegram, twitter, instagram,
// youtube), drawn inline like every icon of the site: nothing fetched.
import type { ReactNode, SVGProps } from 'react';
import { iconProps } from '../shared/icons';

export type SocialNetwork = 'telegram' | 'twitter' | 'instagram' | 'youtube';

const paths: Record<SocialNetwork, ReactNode> = {
  telegram: <path d="M21 4 3 11l6 2 2 6 3-4 5 4zM9 13l8-6" />,
  twitter: <path d="M4 4l16 16M20 4 4 20" />,
  instagram: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.5" cy="6.5" r="0.5" />
    </>
  ),
  youtube: (
    <>
      <rect x="2" y="5" width="20" height="14" rx="4" />
      <path d="m10 9 5 3-5 3z" />
    </>
  ),
};

export const SocialIcon = ({ network, ...p }: SVGProps<SVGSVGElement> & { network: SocialNetwork }) => (
  <svg {...iconProps({ width: 24, height: 24, ...p })}>{paths[network]}</svg>
);
