import 'i18next';
import type it from './it.json';

// Italian is the reference language: `t` accepts only its keys, checked at compile time.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof it };
  }
}
