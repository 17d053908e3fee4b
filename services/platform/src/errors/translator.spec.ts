import { Module } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import { I18nSetupModule } from './i18n-setup.module.js';
import { Translator } from './translator.service.js';

@Module({ imports: [I18nSetupModule.forRoot()] })
class AppModule {}

describe('Translator (outside any request)', () => {
  let translator: Translator;

  beforeAll(async () => {
    const ref = await Test.createTestingModule({ imports: [AppModule] }).compile();
    await ref.init();
    translator = ref.get(Translator);
  });

  it('translates into the language it is given', () => {
    expect(translator.translate('auth.token_expired', 'fr')).toBe(
      'Votre session a expiré. Veuillez vous reconnecter.',
    );
    expect(translator.translate('auth.token_expired', 'sw-TZ')).toBe(
      'Muda wa kipindi chako umeisha. Tafadhali ingia tena.',
    );
    expect(translator.translate('validation.minLength', 'ar', { min: 8 })).toBe(
      'يجب أن يتكون من 8 أحرف على الأقل.',
    );
  });

  it('falls back to English, and returns an unknown key as is', () => {
    expect(translator.translate('auth.forbidden', 'pt-BR')).toBe('You are not allowed to do this.');
    expect(translator.translate('auth.forbidden')).toBe('You are not allowed to do this.');
    expect(translator.translate('nowhere.nothing', 'fr')).toBe('nowhere.nothing');
    expect(translator.has('nowhere.nothing', 'fr')).toBe(false);
  });

  it('knows the platform languages', () => {
    expect([...translator.languages].sort()).toEqual(['ar', 'en', 'fr', 'sw']);
    expect(translator.resolveLanguage('fr-SN')).toBe('fr');
  });

  it('refuses a translation directory that does not exist', () => {
    expect(() => I18nSetupModule.forRoot({ extraPaths: ['/no/such/dir'] })).toThrow(/not found/);
  });
});
