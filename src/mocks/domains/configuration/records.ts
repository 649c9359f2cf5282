/** Operator translations by locale, then i18next namespace, then (nested) key. */
export type ServerTranslations = Record<string, Record<string, Record<string, unknown>>>;

export interface PublicConfiguration {
  appLang: string[];
  translations: ServerTranslations;
}

declare module '../../db/types' {
  interface Db {
    configuration: PublicConfiguration;
  }
}
