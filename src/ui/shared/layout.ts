import { theme } from './theme';

/** Rules for a bare list laid out as cards at least `minWidth` wide, as many to a row as fit. */
export const cardListRules = (minWidth: string) => `
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(${minWidth}, 1fr));
  gap: ${theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;
