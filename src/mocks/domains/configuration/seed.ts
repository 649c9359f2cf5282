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
            // Written by the operator in English only: /translations lists it as missing.
            maintenance: 'Planned maintenance: Sundays from 02:00 to 03:00 UTC',
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
