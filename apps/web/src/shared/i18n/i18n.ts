import i18next, { type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';

// Every locales/en/<namespace>.json becomes a namespace, so features add strings by adding a file.
const files = import.meta.glob<Record<string, unknown>>('./locales/en/*.json', { eager: true, import: 'default' });

function namespaceOf(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1, -'.json'.length);
}

const en = Object.fromEntries(Object.entries(files).map(([path, strings]) => [namespaceOf(path), strings]));
const resources: Resource = { en };

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: 'en',
  resources,
  ns: Object.keys(en),
  defaultNS: 'common',
  initAsync: false,
  interpolation: { escapeValue: false },
  showSupportNotice: false,
});
