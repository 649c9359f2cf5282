import { act, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { useTranslation } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { mergeServerTranslations } from './i18n';

describe('server translations override the bundled ones (server wins)', () => {
  afterEach(async () => {
    mergeServerTranslations({});
    await i18next.changeLanguage('en');
  });

  it('overrides a loaded namespace and keeps the other bundled texts', () => {
    mergeServerTranslations({ en: { common: { app: { tagline: 'Operator tagline' } } } });
    expect(i18next.t('app.tagline', { ns: 'common' })).toBe('Operator tagline');
    expect(i18next.t('app.name', { ns: 'common' })).toBe('AeroMarket');
  });

  it('applies to a language loaded later without stopping its bundled texts from loading', async () => {
    mergeServerTranslations({ fr: { common: { app: { tagline: 'Slogan opérateur' } } } });
    await i18next.changeLanguage('fr');
    expect(i18next.t('app.tagline', { ns: 'common' })).toBe('Slogan opérateur');
    expect(i18next.t('shell.logout', { ns: 'common' })).toBe('Se déconnecter');
  });

  it('re-renders what is on screen when the texts arrive', () => {
    function Tagline() {
      const { t } = useTranslation('common');
      return <p>{t('app.tagline')}</p>;
    }
    render(<Tagline />);
    expect(screen.queryByText('Runway-side tagline')).not.toBeInTheDocument();
    act(() =>
      mergeServerTranslations({ en: { common: { app: { tagline: 'Runway-side tagline' } } } }),
    );
    expect(screen.getByText('Runway-side tagline')).toBeInTheDocument();
  });
});
