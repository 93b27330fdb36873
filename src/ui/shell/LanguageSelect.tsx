import { useSelector } from '@xstate/react';
import { css } from 'goober';
import { offeredLanguages, type Language } from '../../platform/languages';
import { useApp, useT } from '../shared/AppContext';
import { theme } from '../shared/theme';

const select = css`
  background: ${theme.color.surfaceRaised};
  color: ${theme.color.text};
  border: 1px solid ${theme.color.textMuted};
  border-radius: ${theme.radius};
  padding: 0.25rem 0.5rem;
  font: inherit;
`;

/** The configuration's languages (Turkish and English here); choosing one stores it and reloads (languageSwitch machine). */
export function LanguageSelect() {
  const { actors } = useApp();
  const t = useT();
  const language = useSelector(actors.languageSwitch, (s) => s.context.language);
  const switching = useSelector(actors.languageSwitch, (s) => !s.matches('idle'));
  // The configuration's language list says which (spec section 3).
  const listed = useSelector(actors.bootstrap, (s) => s.context.stored?.language);
  const languages = offeredLanguages(listed, language);

  return (
    <label>
      <span className="visually-hidden">{t('language.label')}</span>
      <select
        className={select}
        value={language}
        disabled={switching}
        aria-busy={switching}
        data-state={`languageSwitch.${switching ? 'switching' : 'idle'}`}
        onChange={(e) => actors.languageSwitch.send({ type: 'CHOOSE', language: e.target.value as Language })}
      >
        {languages.map((lang) => (
          <option key={lang} value={lang} lang={lang}>
            {t(`language.${lang}`)}
          </option>
        ))}
      </select>
    </label>
  );
}
