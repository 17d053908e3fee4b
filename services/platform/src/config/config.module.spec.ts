import 'reflect-metadata';
import { Injectable, Module } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import { z } from 'zod';
import { ConfigError } from './config.error.js';
import { CONFIG, ConfigModule, InjectConfig, createConfigToken } from './config.module.js';
import { databaseSettings, httpSettings } from './settings.schema.js';

const schema = z.object({ ...httpSettings(3005).shape, ...databaseSettings.shape });
type Settings = z.output<typeof schema>;

@Injectable()
class UsesConfig {
  constructor(@InjectConfig() readonly config: Settings) {}
}

// A feature module that does not import ConfigModule: the settings reach it because the module is global.
@Module({ providers: [UsesConfig], exports: [UsesConfig] })
class FeatureModule {}

describe('ConfigModule', () => {
  it('provides the parsed settings from an explicit env map', async () => {
    const ref = await Test.createTestingModule({
      imports: [
        ConfigModule.forRoot(schema, { env: { DATABASE_URL: 'postgres://localhost/x' } }),
        FeatureModule,
      ],
    }).compile();
    const settings = ref.get<Settings>(CONFIG);
    expect(settings.PORT).toBe(3005);
    expect(settings.DATABASE_URL).toBe('postgres://localhost/x');
    expect(ref.get(UsesConfig).config).toBe(settings);
    await ref.close();
  });

  it('fails the boot with a ConfigError', async () => {
    await expect(
      Test.createTestingModule({
        imports: [ConfigModule.forRoot(schema, { env: {}, service: 'catalogue' })],
      }).compile(),
    ).rejects.toThrow(ConfigError);
  });

  it('does not read the environment until the app boots', () => {
    expect(() => ConfigModule.forRoot(schema, { env: {} })).not.toThrow();
  });

  it('supports a dedicated token', async () => {
    const PAYMENTS = createConfigToken<{ FEE_BPS: number }>('payments');
    const ref = await Test.createTestingModule({
      imports: [
        ConfigModule.forRoot(z.object({ FEE_BPS: z.coerce.number() }), {
          env: { FEE_BPS: '150' },
          token: PAYMENTS,
        }),
      ],
    }).compile();
    expect(ref.get<{ FEE_BPS: number }>(PAYMENTS).FEE_BPS).toBe(150);
    await ref.close();
  });
});
