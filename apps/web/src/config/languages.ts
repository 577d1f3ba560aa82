// The list of languages is the domain's, shared with the server, and so is how `Intl` names
// each one (the mail and the pages write days and money alike).
export { DEFAULT_LANG, isLang, LANGUAGES, type Lang } from '@scaffale/domain/languages';
export { LOCALES } from '@scaffale/domain/locale';
