import { css } from 'goober';
import { theme } from './theme';

// Shared form styles: labels above inputs, a full-width primary button.
export const form = css`
  display: grid;
  gap: 1rem;
  max-width: 26rem;
  margin: 0 auto;
`;
export const field = css`
  display: grid;
  gap: 0.375rem;
  font-weight: 600;
  font-size: 0.9375rem;
  input,
  select,
  textarea {
    font: inherit;
    font-weight: 400;
    padding: 0.75rem;
    border-radius: ${theme.radius};
    border: 1px solid #4a5d6c;
    background: ${theme.color.page};
    color: ${theme.color.text};
  }
  input:disabled {
    opacity: 0.7;
  }
`;
export const primaryButton = css`
  font: inherit;
  font-weight: 700;
  padding: 0.8rem 1.25rem;
  border: 0;
  border-radius: ${theme.radius};
  background: ${theme.color.accent};
  color: ${theme.color.accentText};
  cursor: pointer;
  &:disabled {
    background: #7a6a3a;
    color: #2a2410;
    cursor: not-allowed;
  }
`;
export const secondaryButton = css`
  font: inherit;
  font-weight: 600;
  padding: 0.6rem 1rem;
  border: 1px solid ${theme.color.textMuted};
  border-radius: ${theme.radius};
  background: transparent;
  color: ${theme.color.text};
  cursor: pointer;
`;
export const linkButton = css`
  font: inherit;
  border: 0;
  padding: 0;
  background: none;
  color: ${theme.color.accent};
  text-decoration: underline;
  cursor: pointer;
`;

/** A button that is an icon with its label on wide screens, the icon alone (label kept for screen readers) on phones. */
export const iconLabelButton = css`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  @media ${theme.narrow} {
    padding: 0.55rem;
    .label {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0 0 0 0);
      white-space: nowrap;
    }
  }
`;

/** A link styled as one of the buttons above. */
export const linkAsButton = css`
  text-decoration: none;
`;

/** Shown from tablet width up (on phones these live in the side panels). */
export const wideOnly = css`
  @media ${theme.narrow} {
    display: none !important;
  }
`;

/** Shown on phones only. */
export const narrowOnly = css`
  @media ${theme.wide} {
    display: none !important;
  }
`;
