import type { FastifyRequest } from 'fastify';

export const LANGUAGES = ['it', 'en', 'fr', 'es'] as const;
export type Lang = (typeof LANGUAGES)[number];

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The request's language: the user_language cookie, else Accept-Language, else Italian. */
export function requestLanguage(request: FastifyRequest): Lang {
  const cookie = request.cookies['user_language'];
  if (isLang(cookie)) return cookie;
  const accepted = request.headers['accept-language'] ?? '';
  for (const part of accepted.split(',')) {
    const code = part.trim().slice(0, 2).toLowerCase();
    if (isLang(code)) return code;
  }
  return 'it';
}

// Every message the server sends to a person, in the four languages. The type makes a
// missing translation a compile error.
const messages = {
  required: {
    it: 'Questo campo è obbligatorio',
    en: 'Mandatory field',
    fr: 'Champ obligatoire',
    es: 'Campo obligatorio',
  },
  invalidEmail: {
    it: 'Inserisci un indirizzo email valido',
    en: 'Enter a valid email address',
    fr: 'Saisissez une adresse e-mail valide',
    es: 'Introduce una dirección de correo válida',
  },
  tooLong: {
    it: 'Testo troppo lungo (massimo {max} caratteri)',
    en: 'Too long (at most {max} characters)',
    fr: 'Trop long ({max} caractères au maximum)',
    es: 'Demasiado largo (máximo {max} caracteres)',
  },
  invalidValue: {
    it: 'Valore non valido',
    en: 'Invalid value',
    fr: 'Valeur non valide',
    es: 'Valor no válido',
  },
  badCredentials: {
    it: 'Email o password non corretti',
    en: 'Incorrect email or password',
    fr: 'E-mail ou mot de passe incorrect',
    es: 'Correo electrónico o contraseña incorrectos',
  },
  tooManyAttempts: {
    it: 'Troppi tentativi. Riprova tra qualche minuto.',
    en: 'Too many attempts. Try again in a few minutes.',
    fr: 'Trop de tentatives. Réessayez dans quelques minutes.',
    es: 'Demasiados intentos. Inténtalo de nuevo en unos minutos.',
  },
  notLoggedIn: {
    it: 'No user logged in',
    en: 'No user logged in',
    fr: 'Aucun utilisateur connecté',
    es: 'Ningún usuario ha iniciado sesión',
  },
  csrfFailed: {
    it: 'Verifica CSRF non riuscita. Ricarica la pagina e riprova.',
    en: 'CSRF check failed. Reload the page and try again.',
    fr: 'Échec de la vérification CSRF. Rechargez la page et réessayez.',
    es: 'La verificación CSRF ha fallado. Recarga la página e inténtalo de nuevo.',
  },
  notFound: {
    it: 'Non trovato',
    en: 'Not found',
    fr: 'Introuvable',
    es: 'No encontrado',
  },
  badRequest: {
    it: 'Richiesta non valida',
    en: 'Bad request',
    fr: 'Requête non valide',
    es: 'Solicitud no válida',
  },
  serverError: {
    it: 'Errore del server',
    en: 'Server error',
    fr: 'Erreur du serveur',
    es: 'Error del servidor',
  },
  noImage: {
    it: 'Nessuna immagine disponibile',
    en: 'No image available',
    fr: 'Aucune image disponible',
    es: 'Ninguna imagen disponible',
  },
  productNotFound: {
    it: 'Prodotto non trovato',
    en: 'Product not found',
    fr: 'Produit introuvable',
    es: 'Producto no encontrado',
  },
  bookshopNotFound: {
    it: 'Libreria non trovata',
    en: 'Bookshop not found',
    fr: 'Librairie introuvable',
    es: 'Librería no encontrada',
  },
  bookshopOnVacation: {
    it: 'La libreria è chiusa per ferie: non è possibile aggiungere questo libro',
    en: 'The bookshop is closed for holidays: this book cannot be added',
    fr: 'La librairie est fermée pour congés : ce livre ne peut pas être ajouté',
    es: 'La librería está cerrada por vacaciones: no se puede añadir este libro',
  },
  outOfStock: {
    it: 'Non ci sono altre copie disponibili di questo libro',
    en: 'There are no more copies of this book available',
    fr: "Il n'y a plus d'exemplaires disponibles de ce livre",
    es: 'No quedan más ejemplares disponibles de este libro',
  },
  invalidQuantity: {
    it: 'Quantità non valida',
    en: 'Invalid quantity',
    fr: 'Quantité non valide',
    es: 'Cantidad no válida',
  },
  shippingTypeNotOffered: {
    it: 'Questo tipo di spedizione non è offerto dalla libreria',
    en: 'The bookshop does not offer this shipping type',
    fr: "La librairie ne propose pas ce mode d'expédition",
    es: 'La librería no ofrece este tipo de envío',
  },
  shippingNotAvailable: {
    it: 'Nessuna spedizione disponibile per questa destinazione',
    en: 'No shipping available for this destination',
    fr: 'Aucune expédition disponible pour cette destination',
    es: 'No hay envío disponible para este destino',
  },
  unknownCountry: {
    it: 'Paese sconosciuto',
    en: 'Unknown country',
    fr: 'Pays inconnu',
    es: 'País desconocido',
  },
} satisfies Record<string, Record<Lang, string>>;

export type MessageKey = keyof typeof messages;

export function translate(
  lang: Lang,
  key: MessageKey,
  params: Record<string, string | number> = {},
): string {
  return messages[key][lang].replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? ''));
}
