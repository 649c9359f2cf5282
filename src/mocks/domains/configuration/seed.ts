import type { PublicConfiguration } from './records';

/**
 * What an operator has customised: these texts override the bundled locales at run time
 * (ARCHITECTURE.md rule 7), so a couple of overrides make that path visible in the demo.
 */
export function seedConfiguration(): PublicConfiguration {
  return {
    appLang: ['en', 'fr'],
    translations: {
      en: {
        common: {
          app: {
            tagline: 'The marketplace for aviation services',
            support: 'Need help? Write to support@aeromarket.aero',
          },
        },
      },
      fr: {
        common: {
          app: {
            tagline: 'La place de marché des services aéronautiques',
            support: "Besoin d'aide ? Écrivez à support@aeromarket.aero",
          },
        },
      },
    },
  };
}
